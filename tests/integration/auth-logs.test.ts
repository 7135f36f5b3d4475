import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsPublisher, STRONG_PASSWORD, uniqueEmail } from './accounts-harness.ts';
import { sleep, tempDir, type TestPublisher } from './harness.ts';

describe("the account library's log lines", () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let site: TestPublisher;

  beforeAll(async () => {
    dir = await tempDir('auth-logs');
    // A queue long enough for the whole burst: this test is about the log, not about refusing work.
    site = await startAccountsPublisher(dir.path, { TRUST_PROXY: '1' }, (config) => ({
      ...config,
      accounts: { ...config.accounts, passwordWork: { ...config.accounts.passwordWork, maxQueue: 100 } },
    }));
  });
  afterAll(async () => {
    await site?.close();
    await dir?.remove();
  });

  const signIn = (email: string, password: string, client: string) =>
    fetch(`${site.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.url, 'X-Forwarded-For': client },
      body: JSON.stringify({ email, password }),
    });
  const linesSaying = (message: string) =>
    site.logs.filter((line) => line.event === 'auth.library' && line.message === message);
  /** Every failure a set of sampled lines stands for: each line, plus those it says it left out. */
  const counted = (lines: Array<Record<string, unknown>>) =>
    lines.reduce((sum, line) => sum + 1 + Number(line.suppressed ?? 0), 0);

  it('are sampled: a burst of failed sign-ins writes at most a line a second per message, counting the rest', async () => {
    const owner = uniqueEmail('owner');
    const signUp = await fetch(`${site.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.url },
      body: JSON.stringify({ email: owner, password: STRONG_PASSWORD, name: 'Owner' }),
    });
    expect(signUp.status).toBe(200);

    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, index) => [
        signIn(uniqueEmail('nobody'), STRONG_PASSWORD, `198.51.100.${index + 1}`),
        signIn(owner, `wrong-${index}`, `203.0.113.${index + 1}`),
      ]).flat(),
    );
    expect(burst.map((answer) => answer.status)).toEqual(Array(16).fill(401));
    for (const message of ['User not found', 'Invalid password']) {
      const times = linesSaying(message).map((line) => Date.parse(String(line.time)));
      expect(times.slice(1).every((time, index) => time - times[index] >= 1000)).toBe(true);
    }

    // Past the sampling interval, the next line reports how many were left out.
    await sleep(1100);
    await signIn(uniqueEmail('nobody'), STRONG_PASSWORD, '198.51.100.200');
    await signIn(owner, 'wrong-again', '203.0.113.200');
    expect(counted(linesSaying('User not found'))).toBe(9);
    expect(counted(linesSaying('Invalid password'))).toBe(9);
  });
});
