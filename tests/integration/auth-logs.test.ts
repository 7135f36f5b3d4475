import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsPublisher, STRONG_PASSWORD, uniqueEmail } from './accounts-harness.ts';
import { linesByEvent, atLeastASecondApart, sleep, tempDir, type TestPublisher } from './harness.ts';

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
  /** Every failure a set of sampled lines stands for: each line, plus those it says it left out. */
  const counted = (lines: Array<Record<string, unknown>>) =>
    lines.reduce((sum, line) => sum + 1 + Number(line.suppressed ?? 0), 0);

  it('are sampled per event: a burst of failed sign-ins writes at most a line a second, counting the rest', async () => {
    // Two owners, each mistyping at most five times, so the sign-in throttle lets every attempt reach the library.
    const owners = [uniqueEmail('owner'), uniqueEmail('owner')];
    for (const owner of owners) {
      const signUp = await fetch(`${site.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site.url },
        body: JSON.stringify({ email: owner, password: STRONG_PASSWORD, name: 'Owner' }),
      });
      expect(signUp.status).toBe(200);
    }
    const before = site.logs.length;

    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, index) => [
        signIn(uniqueEmail('nobody'), STRONG_PASSWORD, `198.51.100.${index + 1}`),
        signIn(owners[index % 2], `wrong-${index}`, `203.0.113.${index + 1}`),
      ]).flat(),
    );
    expect(burst.map((answer) => answer.status)).toEqual(Array(16).fill(401));
    expect(atLeastASecondApart(linesByEvent(site.logs.slice(before)).get('auth.library') ?? [])).toBe(true);

    // Past the sampling interval, the next line reports how many were left out.
    await sleep(1100);
    await signIn(owners[0], 'wrong-again', '203.0.113.200');
    const library = site.logs.slice(before).filter((line) => line.event === 'auth.library');
    expect(counted(library)).toBe(burst.length + 1);
  });

  it('write at most a line a second per event through 480 bad account requests of mixed kinds', async () => {
    const owner = uniqueEmail('owner');
    const signUp = await fetch(`${site.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.url },
      body: JSON.stringify({ email: owner, password: STRONG_PASSWORD, name: 'Owner' }),
    });
    expect(signUp.status).toBe(200);
    const nobody = uniqueEmail('nobody');
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${site.url}/api/auth${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site.url, ...headers },
        body,
      });
    const kinds: Array<(index: number) => Promise<Response>> = [
      () => post('/sign-in/email', '{"email": '),
      () => post('/sign-in/email', `${'['.repeat(200)}${']'.repeat(200)}`),
      (index) =>
        post('/sign-in/email', JSON.stringify({ email: owner, password: 'x' }), {
          Origin: `https://evil${index}.example`,
        }),
      (index) => signIn(nobody, `wrong-${index}`, `198.51.100.${index % 250}`),
      (index) => signIn(owner, `wrong-${index}`, `203.0.113.${index % 250}`),
      (index) => post('/reset-password', JSON.stringify({ token: `bogus${index}`, newPassword: STRONG_PASSWORD })),
      () =>
        post('/sign-up/email', JSON.stringify({ email: `${'x'.repeat(300)}@example.com`, password: 'x', name: 'X' })),
      () => post('/request-password-reset', '{}'),
    ];
    // The test before this one may have written the library's line less than a second ago: past that, this test's
    // first is written.
    await sleep(1100);
    const before = site.logs.length;
    for (let batch = 0; batch < 480; batch += 40) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, offset) => kinds[(batch + offset) % kinds.length](batch + offset)),
      );
      expect(answers.every(({ status }) => status >= 400 && status < 500)).toBe(true);
    }
    const written = site.logs.slice(before);
    const byEvent = linesByEvent(written);
    expect(byEvent.get('auth.library')?.length).toBeGreaterThan(0);
    for (const [event, times] of byEvent)
      expect({ event, apart: atLeastASecondApart(times) }).toEqual({ event, apart: true });
    // 480 requests, a few of which hash a password: on a busy machine this takes longer than most tests.
  }, 180_000);
});
