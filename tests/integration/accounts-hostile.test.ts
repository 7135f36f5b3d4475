import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, startAccountsPublisher, STRONG_PASSWORD, uniqueEmail } from './accounts-harness.ts';
import { tempDir, waitFor, type TestPublisher } from './harness.ts';

/** The password the hostile test crafted: zxcvbn took about a second over it on the event loop. */
const CRAFTED = '19801231'.repeat(16);

describe('password work cannot take the site down', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let site: TestPublisher;

  const post = (path: string, body: unknown) =>
    fetch(`${site.url}/api/auth${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.url },
      body: JSON.stringify(body),
    });
  /** How long a page read from disk takes, in milliseconds. */
  async function pageTime(path = '/about'): Promise<number> {
    const started = performance.now();
    const answer = await fetch(`${site.url}${path}`);
    await answer.arrayBuffer();
    expect(answer.status).toBe(200);
    return performance.now() - started;
  }
  /** The slowest of a few page reads made while `burst` is under way. */
  async function slowestPageDuring(burst: Promise<unknown>): Promise<number> {
    const times: number[] = [];
    let done = false;
    void burst.finally(() => (done = true));
    while (!done || times.length < 3) times.push(await pageTime());
    return Math.max(...times);
  }

  beforeAll(async () => {
    dir = await tempDir('accounts-hostile');
    // A short queue, so a small burst overflows it as a large one would the default.
    site = await startAccountsPublisher(dir.path, {}, (config) => ({
      ...config,
      accounts: { ...config.accounts, passwordWork: { workers: 2, maxQueue: 10 } },
    }));
    await waitFor(async () => (await site.status()).release, 5000, 'the first release');
  });
  afterAll(async () => {
    await site?.close();
    await dir?.remove();
  });

  it('keeps pages fast during a burst of sign-ins, and refuses the excess at once with 503 and Retry-After', async () => {
    const burst = Promise.all(
      Array.from({ length: 40 }, () => post('/sign-in/email', { email: uniqueEmail(), password: 'wrong-password-9' })),
    );
    expect(await slowestPageDuring(burst)).toBeLessThan(250);
    const answers = await burst;
    const statuses = answers.map((answer) => answer.status);
    expect(new Set(statuses)).toEqual(new Set([401, 503]));
    const busy = answers.find((answer) => answer.status === 503)!;
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('never stalls on a crafted password, and checks none for a bogus reset link', async () => {
    const checks = Promise.all([
      ...Array.from({ length: 3 }, () => post('/reset-password', { token: 'bogus', newPassword: CRAFTED })),
      ...Array.from({ length: 3 }, () =>
        post('/sign-up/email', { email: uniqueEmail(), password: CRAFTED, name: 'x' }),
      ),
    ]);
    expect(await slowestPageDuring(checks)).toBeLessThan(250);
    const statuses = (await checks).map((answer) => answer.status);
    expect(statuses).toEqual(Array(6).fill(400));
  });

  it('throttles failed sign-ins to one account from anywhere, and lets the owner in once the wait is over', async () => {
    const email = uniqueEmail('owner');
    await browser(site.url).tab().signUp({ email, password: STRONG_PASSWORD });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/sign-in/email', { email, password: `wrong-guess-${attempt}` })).status).toBe(401);
    }
    const throttled = await post('/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(throttled.status).toBe(429);
    const wait = Number(throttled.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1);
    // Another account is not slowed by this one's failures.
    expect((await post('/sign-in/email', { email: uniqueEmail(), password: 'wrong-guess-x' })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    expect((await post('/sign-in/email', { email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('deletes an account only with its password, however fresh the session', async () => {
    const visitor = browser(site.url);
    const tab = visitor.tab();
    await tab.signUp({ email: uniqueEmail(), password: STRONG_PASSWORD });
    const withoutPassword = await visitor.fetch(`${site.url}/api/auth/delete-user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(withoutPassword.status).toBe(400);
    expect((await tab.deleteAccount('')).error?.field).toBe('password');
    expect((await tab.listRegistrations()).error).toBeNull();
  });

  it('writes sampled lines, not one per request, for a flood of bad bodies', async () => {
    const before = site.logs.length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${site.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: site.url },
          body: '{"email":',
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([400]));
    const lines = site.logs.slice(before);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines.every((line) => line.level !== 'error')).toBe(true);
  });
});
