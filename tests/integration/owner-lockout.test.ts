import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, startAccountsPublisher, stoppedClock, STRONG_PASSWORD, uniqueEmail } from './accounts-harness.ts';
import { tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

const NEW_PASSWORD = 'Gr8 Hauling Loads Daily';

describe('the sign-in throttle does not lock the owner out', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let site: TestPublisher;

  beforeAll(async () => {
    dir = await tempDir('owner-lockout');
    // Behind one proxy, as in production: each request names its client in X-Forwarded-For. The clock stands
    // still, so no wait ends between two guesses however slow the machine.
    site = await startAccountsPublisher(dir.path, { TRUST_PROXY: '1' }, undefined, stoppedClock().clock);
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

  /** Signs in from a browser that keeps its cookies, then signs out: what stays in its jar is the device cookie. */
  async function ownDevice(email: string, client: string) {
    const device = browser(site.url);
    const signInFrom = (password: string) =>
      device.fetch(`${site.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: JSON.stringify({ email, password }),
      });
    expect((await signInFrom(STRONG_PASSWORD)).status).toBe(200);
    const signedOut = await device.fetch(`${site.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      body: '{}',
    });
    expect(signedOut.status).toBe(200);
    return { jar: device.jar, signIn: signInFrom };
  }

  /** Wrong guesses at `email`, one from each of `count` addresses; their answers' statuses. */
  async function guessFromMany(email: string, count: number, network = '198.51.100'): Promise<number[]> {
    const statuses: number[] = [];
    for (let attacker = 1; attacker <= count; attacker += 1) {
      statuses.push((await signIn(email, `wrong-guess-${attacker}`, `${network}.${attacker}`)).status);
    }
    return statuses;
  }

  it('slows guesses at one account from many addresses once the free failures are spent', async () => {
    const email = await owner('203.0.113.40');
    const statuses = await guessFromMany(email, 10);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.slice(5)).toEqual(Array(5).fill(429));
    // An address that has never guessed, without the owner's device cookie, waits as well.
    expect((await signIn(email, STRONG_PASSWORD, '2001:db8:9::1')).status).toBe(429);
  });

  it("lets the owner's device in during an attack from many addresses, by its cookie, not its address", async () => {
    const email = await owner('203.0.113.50');
    const device = await ownDevice(email, '203.0.113.50');
    expect(device.jar.size).toBeGreaterThan(0);
    await guessFromMany(email, 10);
    expect((await signIn(email, STRONG_PASSWORD, '203.0.113.50')).status).toBe(429);
    // The owner's device, from wherever it is now: its cookie gets it past the account's wait.
    expect((await device.signIn(STRONG_PASSWORD)).status).toBe(200);
  });

  it('trusts a device cookie only for the account it signed in to, and refuses one altered', async () => {
    const [mine, target] = [await owner('203.0.113.70'), await owner('203.0.113.71')];
    const device = await ownDevice(mine, '203.0.113.70');
    await guessFromMany(target, 10, '198.51.101');
    const withCookies = (jar: Map<string, string>, email: string) =>
      fetch(`${site.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: site.url,
          'X-Forwarded-For': '203.0.113.70',
          Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        },
        body: JSON.stringify({ email, password: STRONG_PASSWORD }),
      });
    // A cookie for one account does not get past another's wait, even with that account's password.
    expect((await withCookies(device.jar, target)).status).toBe(429);
    // Nor does one whose value was changed, however little.
    const forged = new Map(
      [...device.jar].map(([name, value]) => [name, `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`]),
    );
    await guessFromMany(mine, 10, '198.51.102');
    expect((await withCookies(forged, mine)).status).toBe(429);
    expect((await withCookies(device.jar, mine)).status).toBe(200);
  });

  it("clears the account's throttle when a reset link sets a new password", async () => {
    const email = await owner('203.0.113.60');
    // Guesses from many addresses hold the account, and the owner has no device that signed in before.
    await guessFromMany(email, 10);
    expect((await signIn(email, STRONG_PASSWORD, '203.0.113.60')).status).toBe(429);

    expect((await call('/request-password-reset', { email }, '203.0.113.60')).status).toBe(200);
    const inbox = join(site.config.dataDir, 'mail', 'inbox.ndjson');
    const token = await waitFor(
      async () => {
        const line = (await readFile(inbox, 'utf8').catch(() => '')).split('\n').find((entry) => entry.includes(email));
        const text = line ? (JSON.parse(line) as { message: { text: string } }).message.text : '';
        return /reset-password\?token=(\S+)/.exec(text)?.[1];
      },
      WAIT_MS,
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
