import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, startAccountsPublisher, STRONG_PASSWORD, uniqueEmail } from './accounts-harness.ts';
import { tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

describe('password reset links', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let site: TestPublisher;

  beforeAll(async () => {
    dir = await tempDir('reset-tokens');
    site = await startAccountsPublisher(dir.path);
  });
  afterAll(async () => {
    await site?.close();
    await dir?.remove();
  });

  /** The reset tokens e-mailed to `email` so far, oldest first, from the outbox kept without a mail server. */
  async function tokensSentTo(email: string, count: number): Promise<string[]> {
    const inbox = join(site.config.dataDir, 'mail', 'inbox.ndjson');
    return waitFor(
      async () => {
        const lines = (await readFile(inbox, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean);
        const tokens = lines
          .map((line) => JSON.parse(line) as { message: { to: string; text: string } })
          .filter(({ message }) => message.to === email)
          .map(({ message }) => decodeURIComponent(/reset-password\?token=(\S+)/.exec(message.text)![1]));
        return tokens.length >= count ? tokens : null;
      },
      WAIT_MS,
      `${count} reset e-mails`,
    );
  }

  it('ends every other link for the account once one has been used', async () => {
    const email = uniqueEmail('owner');
    const tab = browser(site.url).tab();
    expect((await tab.signUp({ email, password: STRONG_PASSWORD })).error).toBeNull();
    await tab.signOut();
    expect((await tab.requestPasswordReset(email)).error).toBeNull();
    expect((await tab.requestPasswordReset(email)).error).toBeNull();
    const [first, second] = await tokensSentTo(email, 2);

    expect((await tab.resetPassword(first, 'Gr8 Hauling Loads Daily')).error).toBeNull();
    const later = await tab.resetPassword(second, 'another-fine-passphrase');
    expect(later.error?.message).toBe('This link has expired or has already been used.');

    expect((await tab.signIn({ email, password: 'another-fine-passphrase' })).error).not.toBeNull();
    expect((await tab.signIn({ email, password: 'Gr8 Hauling Loads Daily' })).error).toBeNull();
  });

  it("leaves other accounts' links working", async () => {
    const owner = uniqueEmail('owner');
    const colleague = uniqueEmail('colleague');
    const tab = browser(site.url).tab();
    for (const email of [owner, colleague]) {
      expect((await tab.signUp({ email, password: STRONG_PASSWORD })).error).toBeNull();
      await tab.signOut();
      expect((await tab.requestPasswordReset(email)).error).toBeNull();
    }
    const [ownerToken] = await tokensSentTo(owner, 1);
    const [colleagueToken] = await tokensSentTo(colleague, 1);
    expect((await tab.resetPassword(ownerToken, 'Gr8 Hauling Loads Daily')).error).toBeNull();
    expect((await tab.resetPassword(colleagueToken, 'another-fine-passphrase')).error).toBeNull();
  });
});
