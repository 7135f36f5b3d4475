import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { probeDuring } from './probe.ts';
import { percentile, round } from './stats.ts';

function post(url: string, path: string, body: string, client = '203.0.113.10', headers: Record<string, string> = {}) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, 'X-Forwarded-For': client, ...headers },
    body,
  })
    .then(async (response) => {
      await response.body?.cancel();
      return response.status;
    })
    .catch(() => 0);
}

/** A 32 KB body refused by validation either way: nested 16,000 deep, or flat. */
function body(deep: boolean): string {
  const pad = deep ? `${'['.repeat(16_000)}${']'.repeat(16_000)}` : JSON.stringify('x'.repeat(32_000));
  return `{"email":"not-an-address","password":"x","pad":${pad}}`;
}

/**
 * Issue 30: waves of 300 concurrent 32 KB bodies to the contact and sign-in endpoints, deeply nested and
 * then flat, for at least two seconds each; the page meanwhile.
 */
export async function nestedJson(url: string, page: string) {
  const wave = (deep: boolean) =>
    Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        post(url, index % 2 ? '/api/contact' : '/api/auth/sign-in/email', body(deep), `198.51.100.${index % 250}`),
      ),
    );
  const during = async (deep: boolean) => {
    const probe = await probeDuring(page, async () => {
      const started = performance.now();
      for (let waves = 0; waves < 20 && (waves < 2 || performance.now() - started < 2000); waves += 1) await wave(deep);
    });
    return {
      p99: round(percentile(probe.times, 99)),
      max: round(Math.max(0, ...probe.times)),
      samples: probe.times.length,
    };
  };
  const deep = await during(true);
  const flat = await during(false);
  return {
    deepJsonPageP99Ms: deep.p99,
    deepJsonPageMaxMs: deep.max,
    deepJsonPageSamples: deep.samples,
    flatJsonPageP99Ms: flat.p99,
    flatJsonPageMaxMs: flat.max,
  };
}

/** The reset tokens e-mailed to `email`, oldest first, from the outbox kept without a mail server. */
async function resetTokens(dir: string, email: string): Promise<string[]> {
  for (let tries = 0; tries < 50; tries += 1) {
    const lines = (await readFile(join(dir, 'data', 'mail', 'inbox.ndjson'), 'utf8').catch(() => ''))
      .split('\n')
      .filter((line) => line.includes(email));
    if (lines.length >= 2)
      return lines.map((line) =>
        decodeURIComponent(/token=(\S+)/.exec((JSON.parse(line) as { message: { text: string } }).message.text)![1]),
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The reset e-mails never arrived');
}

/** Signs in from `client` and gives back the cookies the publisher set (the device cookie among them). */
async function ownDeviceCookie(url: string, account: { email: string; password: string }, client: string) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, 'X-Forwarded-For': client },
    body: JSON.stringify(account),
  });
  await response.body?.cancel();
  if (response.status !== 200) throw new Error(`The owner's own sign-in got ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Issue 30's account findings, each as an answer: a second reset link after the first was used, the
 * owner's correct password on their own device after ten guesses from ten addresses, sign-up and contact with addresses
 * longer than RFC 5321 allows.
 */
export async function accountFindings(url: string, dir: string) {
  const auth = (path: string, value: unknown, client?: string) =>
    post(url, `/api/auth${path}`, JSON.stringify(value), client);
  const email = 'bench.reset@example.com';
  const password = 'brisbane-forklift-77';
  await auth('/sign-up/email', { email, password, name: 'Bench' });
  await auth('/request-password-reset', { email });
  await auth('/request-password-reset', { email });
  const [first, second] = await resetTokens(dir, email);
  await auth('/reset-password', { token: first, newPassword: 'Gr8 Hauling Loads Daily' });
  const secondResetStatus = await auth('/reset-password', { token: second, newPassword: 'another-fine-passphrase' });

  // The owner has signed in on their own device before (issue 41: that device's cookie passes the account's limit,
  // which guesses from any number of addresses share).
  const owner = { email, password: 'Gr8 Hauling Loads Daily' };
  const device = await ownDeviceCookie(url, owner, '203.0.113.99');
  for (let attacker = 1; attacker <= 10; attacker += 1)
    await auth('/sign-in/email', { email, password: `guess-${attacker}` }, `198.51.100.${attacker}`);
  const ownerAfterGuessesStatus = await post(url, '/api/auth/sign-in/email', JSON.stringify(owner), '203.0.113.99', {
    cookie: device,
  });

  const tooLong = `${'a'.repeat(64)}@${'b'.repeat(182)}.example`;
  const longLocal = `${'a'.repeat(65)}@example.com`;
  return {
    secondResetStatus,
    ownerAfterGuessesStatus,
    signUp255CharEmailStatus: await auth('/sign-up/email', { email: tooLong, password, name: 'x' }),
    contact65CharLocalPartStatus: await post(
      url,
      '/api/contact',
      JSON.stringify({ name: 'x', email: longLocal, subject: 'x', message: 'x', page: '/', submitted_at: '' }),
    ),
  };
}
