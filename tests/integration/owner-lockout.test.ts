import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsPublisher, STRONG_PASSWORD, uniqueEmail } from './accounts-harness.ts';
import { tempDir, waitFor, type TestPublisher } from './harness.ts';

const NEW_PASSWORD = 'Gr8 Hauling Loads Daily';

describe('the sign-in throttle does not lock the owner out', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let site: TestPublisher;

  beforeAll(async () => {
    dir = await tempDir('owner-lockout');
    // Behind one proxy, as in production: each request names its client in X-Forwarded-For.
    site = await startAccountsPublisher(dir.path, { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await site?.close();
    await dir?.remove();
  });

  const call = (path: string, body: unknown, client: string) =>
    fetch(`${site.url}/api/auth${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.url, 'X-Forwarded-For': client },
      body: JSON.stringify(body),
    });
  const signIn = (email: string, password: string, client: string) =>
    call('/sign-in/email', { email, password }, client);

  async function owner(client: string): Promise<string> {
    const email = uniqueEmail('owner');
    expect((await call('/sign-up/email', { email, password: STRONG_PASSWORD, name: 'Owner' }, client)).status).toBe(
      200,
    );
    return email;
  }

  it("lets the owner's correct password through from a client that never failed, while many addresses guess", async () => {
    const email = await owner('203.0.113.50');
    const guesses: number[] = [];
    for (let attacker = 1; attacker <= 10; attacker += 1) {
      guesses.push((await signIn(email, `wrong-guess-${attacker}`, `198.51.100.${attacker}`)).status);
    }
    expect(guesses).toEqual(Array(10).fill(401));

    expect((await signIn(email, STRONG_PASSWORD, '203.0.113.50')).status).toBe(200);
    expect((await signIn(email, STRONG_PASSWORD, '2001:db8:9::1')).status).toBe(200);

    // An address that has guessed wrong waits for all the account's failures, whoever made them.
    const again = await signIn(email, 'wrong-guess-11', '198.51.100.1');
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(30);
  });

  it("clears the account's throttle when a reset link sets a new password", async () => {
    const email = await owner('203.0.113.60');
    // The owner mistypes five times, then guesses from many addresses pile up on the account.
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn(email, `mistyped-${attempt}`, '203.0.113.60');
    for (let attacker = 1; attacker <= 6; attacker += 1) await signIn(email, 'guess', `198.51.100.${attacker}`);
    const locked = await signIn(email, STRONG_PASSWORD, '203.0.113.60');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(30);

    expect((await call('/request-password-reset', { email }, '203.0.113.60')).status).toBe(200);
    const inbox = join(site.config.dataDir, 'mail', 'inbox.ndjson');
    const token = await waitFor(
      async () => {
        const line = (await readFile(inbox, 'utf8').catch(() => '')).split('\n').find((entry) => entry.includes(email));
        const text = line ? (JSON.parse(line) as { message: { text: string } }).message.text : '';
        return /reset-password\?token=(\S+)/.exec(text)?.[1];
      },
      5000,
      'the reset e-mail',
    );
    const reset = await call(
      '/reset-password',
      { token: decodeURIComponent(token), newPassword: NEW_PASSWORD },
      '203.0.113.60',
    );
    expect(reset.status).toBe(200);

    expect((await signIn(email, NEW_PASSWORD, '203.0.113.60')).status).toBe(200);
    expect((await signIn(email, NEW_PASSWORD, '198.51.100.1')).status).toBe(200);
  });
});
