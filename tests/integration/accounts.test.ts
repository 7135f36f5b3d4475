import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEvent } from '../../src/lib/auth/events.ts';
import {
  accountsDatabase,
  automationService,
  browser,
  startAccountsPublisher,
  STRONG_PASSWORD,
  uniqueEmail,
  validSubmission,
} from './accounts-harness.ts';
import { bodyOf, mailServer } from '../fixtures/mail-server.ts';
import { tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';
import { postgresForTests, type ScratchPostgres } from './scratch-postgres.ts';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function publisher(env: Record<string, string> = {}, dir?: string): Promise<TestPublisher> {
  let path = dir;
  if (!path) {
    const made = await tempDir('accounts');
    cleanup.push(made.remove);
    path = made.path;
  }
  const started = await startAccountsPublisher(path, env);
  cleanup.push(() => started.close());
  return started;
}

/** A POST with headers fetch will not send (Host), as a reverse proxy forwards it. */
function proxied(url: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; cookies: string[]; body: string }>((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [], body: text }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Records the events a tab hears, in order. */
function heard(tab: ReturnType<ReturnType<typeof browser>['tab']>) {
  const events: AuthEvent[] = [];
  cleanup.push(async () => stop());
  const stop = tab.onAuthStateChange((event) => events.push(event));
  return events;
}

describe('signing up, in and out (spec 4, 7, 8)', () => {
  it('reads the session once on load (loading true, then false), then follows sign-up, sign-out and sign-in', async () => {
    const site = await publisher();
    const tab = browser(site.url).tab();
    expect(tab.loading.get()).toBe(true);
    const events = heard(tab);
    await waitFor(() => tab.loading.get() === false, WAIT_MS, 'the first read of the session');
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(tab.session.get()).toBeNull();

    const email = uniqueEmail();
    expect((await tab.signUp({ email, password: STRONG_PASSWORD })).error).toBeNull();
    expect(tab.user.get()?.email).toBe(email);
    expect(tab.session.get()?.expires_in).toBeGreaterThan(0);
    await tab.signOut();
    expect(tab.user.get()).toBeNull();
    await tab.signIn({ email, password: STRONG_PASSWORD });
    expect(tab.loading.get()).toBe(false);
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT', 'SIGNED_IN']);
  });

  it('keeps the session across a reload, and ends it in every tab on sign-out', async () => {
    const site = await publisher();
    const visitor = browser(site.url);
    const first = visitor.tab();
    heard(first);
    await first.refresh();
    await first.signUp({ email: uniqueEmail(), password: STRONG_PASSWORD });

    const reloaded = visitor.tab();
    const events = heard(reloaded);
    await waitFor(() => events.length > 0, WAIT_MS, 'the reloaded tab to read the session');
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(reloaded.user.get()).toEqual(first.user.get());

    await first.signOut();
    await waitFor(() => events.includes('SIGNED_OUT'), WAIT_MS, 'the other tab to hear of the sign-out');
    expect(reloaded.session.get()).toBeNull();
  });

  it('answers each failure with the spec’s toast title and text', async () => {
    const site = await publisher();
    const visitor = browser(site.url);
    const tab = visitor.tab();
    await tab.refresh();
    const email = uniqueEmail();

    await tab.signUp({ email: '', password: STRONG_PASSWORD });
    await tab.signIn({ email, password: '' });
    await tab.signOut();
    await tab.signUp({ email, password: STRONG_PASSWORD });
    await tab.signOut();
    await tab.signUp({ email, password: STRONG_PASSWORD });
    await tab.signIn({ email, password: 'wrong-password-here' });
    await tab.signIn({ email: uniqueEmail('nobody'), password: STRONG_PASSWORD });
    await tab.signUp({ email: uniqueEmail(), password: 'x'.repeat(40 * 1024) });
    expect(visitor.toasts).toEqual([
      { title: 'Sign up Failed', description: 'You must provide either an email or phone number and a password' },
      { title: 'Sign in Failed', description: 'You must provide either an email or phone number and a password' },
      { title: 'Sign out Failed', description: 'Auth session missing!' },
      { title: 'Sign up Failed', description: 'User already exists. Use another email.' },
      { title: 'Sign in Failed', description: 'Invalid login credentials' },
      { title: 'Sign in Failed', description: 'Invalid login credentials' },
      // The publisher refuses a body over 32 KB without a provider message.
      { title: 'Sign up Failed', description: 'Something went wrong' },
    ]);
  });

  it('says "Auth session or user missing" when a sign-in is accepted but no session comes of it', async () => {
    const site = await publisher();
    const email = uniqueEmail();
    await browser(site.url).tab().signUp({ email, password: STRONG_PASSWORD });
    const blocking = browser(site.url, { cookies: false });
    const tab = blocking.tab();
    await tab.signIn({ email, password: STRONG_PASSWORD });
    expect(blocking.toasts).toEqual([{ title: 'Sign in Failed', description: 'Auth session or user missing' }]);
    expect(tab.user.get()).toBeNull();
  });

  it('refuses a weak password on sign-up with a message for the field', async () => {
    const site = await publisher();
    const tab = browser(site.url).tab();
    const result = await tab.signUp({ email: 'mia.nguyen@example.com', password: 'MiaNguyen2024!' });
    expect(result.error).toMatchObject({
      field: 'password',
      message: expect.stringMatching(/e-mail address or our name/),
    });
    expect(tab.user.get()).toBeNull();
  });

  it('retries while the publisher is unreachable, then gets through', async () => {
    const made = await tempDir('accounts-late');
    cleanup.push(made.remove);
    const probe = await startAccountsPublisher(made.path);
    const { url } = probe;
    await probe.close();
    const tab = browser(url).tab();
    const reading = tab.refresh();
    // Nothing listens on the port for the first attempts: connection refused, a network failure.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const port = new URL(url).port;
    cleanup.push(async () => (await revived).close());
    const revived = startAccountsPublisher(made.path, { PORT: port });
    await revived;
    await reading;
    expect(tab.loading.get()).toBe(false);
    expect(tab.session.get()).toBeNull();
  });
});

describe('protections', () => {
  it('limits sign-in attempts per client address, with Retry-After', async () => {
    const site = await publisher({ AUTH_RATE_LIMIT: '3', AUTH_RATE_WINDOW_SECONDS: '60' });
    const visitor = browser(site.url);
    const attempt = () =>
      visitor.fetch(`${site.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'mia@example.com', password: 'wrong-password-here' }),
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await attempt();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(site.logs.some((line) => line.event === 'auth.rate-limited')).toBe(true);
  });

  it('refuses requests from another site (CSRF), with or without a session cookie', async () => {
    const site = await publisher();
    const visitor = browser(site.url);
    const tab = visitor.tab();
    await tab.signUp({ email: uniqueEmail(), password: STRONG_PASSWORD });
    const cookie = [...visitor.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const forged = (headers: Record<string, string>) =>
      fetch(`${site.url}/api/auth/revoke-sessions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', cookie, ...headers },
        body: '{}',
      });
    expect((await forged({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await forged({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await forged({})).status).toBe(403);
    await tab.refresh();
    expect(tab.user.get()).not.toBeNull();
  });

  it('serves only the account routes the site uses', async () => {
    const site = await publisher();
    const visitor = browser(site.url);
    for (const path of ['/list-accounts', '/update-user', '/change-email', '/ok']) {
      const answer = await visitor.fetch(`${site.url}/api/auth${path}`, { method: 'POST', body: '{}' });
      expect(answer.status, path).toBe(404);
    }
  });

  it('sets Secure on the session cookie behind a TLS proxy, and never puts the token in a body or a log', async () => {
    const site = await publisher({ TRUST_PROXY: '1' });
    const email = uniqueEmail();
    // As nginx passes it on: the public host name, TLS, and the visitor's address.
    const answer = await proxied(
      `${site.url}/api/auth/sign-up/email`,
      JSON.stringify({ email, password: STRONG_PASSWORD, name: email }),
      {
        'Content-Type': 'application/json',
        origin: 'https://www.northwind-training.example',
        host: 'www.northwind-training.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.7',
      },
    );
    expect(answer.status).toBe(200);
    const [cookie] = answer.cookies;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
    const token = decodeURIComponent(cookie.split(';')[0].split('=')[1]).split('.')[0];
    const { body } = answer;
    const session = await fetch(`${site.url}/api/auth/get-session`, { headers: { cookie: cookie.split(';')[0] } });
    const sessionBody = await session.text();
    expect(sessionBody).toContain(email);
    const database = accountsDatabase(site);
    const { password: hash } = database.prepare('SELECT password FROM account').get() as { password: string };
    database.close();
    for (const secret of [token, hash, STRONG_PASSWORD]) {
      expect(body).not.toContain(secret);
      expect(sessionBody).not.toContain(secret);
      expect(JSON.stringify(site.logs)).not.toContain(secret);
    }
  });
});

describe('PD registrations with an account', () => {
  it('stores a registration once and forwards it once, across a retry and restarts', async () => {
    const made = await tempDir('registrations');
    cleanup.push(made.remove);
    const service = await automationService();
    cleanup.push(() => service.close());
    // First run: no service configured yet, so the registration waits in the outbox.
    let site = await startAccountsPublisher(made.path);
    const visitor = browser(site.url);
    let tab = visitor.tab();
    await tab.signUp({ email: uniqueEmail(), password: STRONG_PASSWORD });
    const id = crypto.randomUUID();
    expect((await tab.saveRegistration(id, validSubmission())).error).toBeNull();
    expect((await tab.saveRegistration(id, validSubmission())).error).toBeNull();
    await site.close();

    // As if the publisher had crashed between storing the registration and queueing it.
    await rm(join(made.path, 'data', 'registrations', 'inbox.ndjson'));
    for (let run = 0; run < 2; run += 1) {
      site = await startAccountsPublisher(made.path, {
        REGISTRATION_WEBHOOK_URL: service.url,
        PORT: new URL(site.url).port,
      });
      tab = visitor.tab();
      await tab.saveRegistration(id, validSubmission());
      await waitFor(() => service.received.length > 0, WAIT_MS, 'the registration to be forwarded');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await site.close();
    }
    expect(service.received).toHaveLength(1);
    expect(service.received[0]).toMatchObject({ key: id, body: { registration_id: id, ...validSubmission() } });
    const listed = await (async () => {
      site = await startAccountsPublisher(made.path, { PORT: new URL(site.url).port });
      cleanup.push(() => site.close());
      return visitor.tab().listRegistrations();
    })();
    expect(listed.data).toHaveLength(1);
  });

  it('lists a visitor’s registrations from any device, and only theirs', async () => {
    const site = await publisher();
    const email = uniqueEmail();
    const office = browser(site.url).tab();
    await office.signUp({ email, password: STRONG_PASSWORD });
    await office.saveRegistration(crypto.randomUUID(), validSubmission('Sam Carter'));
    const other = browser(site.url).tab();
    await other.signUp({ email: uniqueEmail('sam'), password: STRONG_PASSWORD });
    expect((await other.listRegistrations()).data).toEqual([]);

    const phone = browser(site.url).tab();
    await phone.signIn({ email, password: STRONG_PASSWORD });
    const listed = await phone.listRegistrations();
    expect(listed.data?.map((registration) => registration.submission.participants_json[0].fullName)).toEqual([
      'Sam Carter',
    ]);
    const anonymous = await browser(site.url).tab().listRegistrations();
    expect(anonymous.error?.message).toBe('Auth session missing!');
  });

  it('refuses a registration that breaks the form’s rules', async () => {
    const site = await publisher();
    const tab = browser(site.url).tab();
    await tab.signUp({ email: uniqueEmail(), password: STRONG_PASSWORD });
    const result = await tab.saveRegistration(crypto.randomUUID(), { ...validSubmission(), state: '' });
    expect(result.error?.status).toBe(400);
  });
});

describe('password reset and account deletion', () => {
  it('sends the reset link through the outbox, never logs it, and signs the account out everywhere', async () => {
    const site = await publisher({ SITE_URL: 'https://www.northwind-training.example' });
    const email = uniqueEmail();
    const visitor = browser(site.url);
    const tab = visitor.tab();
    await tab.signUp({ email, password: STRONG_PASSWORD });
    await tab.signOut();
    const elsewhere = browser(site.url).tab();
    await elsewhere.signIn({ email, password: STRONG_PASSWORD });
    expect((await tab.requestPasswordReset(email)).error).toBeNull();
    expect((await tab.requestPasswordReset(uniqueEmail('nobody'))).error).toBeNull();

    const inbox = join(site.config.dataDir, 'mail', 'inbox.ndjson');
    const mail = await waitFor(
      async () => (await readFile(inbox, 'utf8').catch(() => '')).trim(),
      WAIT_MS,
      'the e-mail',
    );
    const lines = mail.split('\n').map((line) => JSON.parse(line) as { message: { to: string; text: string } });
    expect(lines).toHaveLength(1);
    expect(lines[0].message.to).toBe(email);
    const link = /https:\/\/www\.northwind-training\.example\/account\/reset-password\?token=(\S+)/.exec(
      lines[0].message.text,
    );
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);
    expect(site.logs.some((line) => line.event === 'mail.waiting')).toBe(true);
    expect(JSON.stringify(site.logs)).not.toContain(token);

    const weak = await tab.resetPassword(token, 'password1234');
    expect(weak.error?.field).toBe('password');
    const events = heard(tab);
    expect((await tab.resetPassword(token, 'Gr8 Hauling Loads Daily')).error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    await elsewhere.refresh();
    expect(elsewhere.session.get()).toBeNull();
    expect((await tab.resetPassword(token, 'another-fine-passphrase')).error).not.toBeNull();
    await tab.signIn({ email, password: STRONG_PASSWORD });
    expect(visitor.toasts.at(-1)).toEqual({ title: 'Sign in Failed', description: 'Invalid login credentials' });
    expect((await tab.signIn({ email, password: 'Gr8 Hauling Loads Daily' })).error).toBeNull();
  });

  it('sends account e-mails through SMTP when configured, retrying a busy server and recording a refusal', async () => {
    const busy = await mailServer({ reply: '451 Try again later', failures: 1 });
    cleanup.push(() => busy.close());
    const site = await publisher({ SMTP_URL: busy.url, MAIL_FROM: 'Northwind Training <no-reply@northwind.example>' });
    const email = uniqueEmail();
    const tab = browser(site.url).tab();
    await tab.signUp({ email, password: STRONG_PASSWORD });
    expect((await tab.requestPasswordReset(email)).error).toBeNull();
    const [mail] = await waitFor(async () => (busy.received.length ? busy.received : undefined), WAIT_MS, 'the e-mail');
    expect(mail.to).toBe(`<${email}>`);
    expect(mail.from).toBe('<no-reply@northwind.example>');
    expect(bodyOf(mail)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/account\/reset-password\?token=\S+$/m);
    expect(site.logs.some((line) => line.event === 'mail.forward-failed')).toBe(true);
    await waitFor(async () => site.logs.find((line) => line.event === 'mail.forwarded'), WAIT_MS, 'delivered');
    expect(site.logs.some((line) => line.event === 'mail.waiting')).toBe(false);
    expect(JSON.stringify(site.logs)).not.toContain(STRONG_PASSWORD);

    const unknown = await mailServer({ reply: '550 No such user here', failures: 1 });
    cleanup.push(() => unknown.close());
    const other = await publisher({ SMTP_URL: unknown.url, MAIL_FROM: 'no-reply@northwind.example' });
    const visitor = browser(other.url).tab();
    await visitor.signUp({ email, password: STRONG_PASSWORD });
    await visitor.requestPasswordReset(email);
    const refused = await waitFor(
      async () => other.logs.find((line) => line.event === 'mail.refused'),
      WAIT_MS,
      'refusal',
    );
    expect(refused).toMatchObject({ status: 550 });
    expect(other.logs.some((line) => line.event === 'mail.forward-failed')).toBe(false);
    expect(unknown.received).toEqual([]);
  });

  it('deletes the account with its sessions, password, reset tokens and registrations', async () => {
    const site = await publisher();
    const email = uniqueEmail();
    const keep = browser(site.url).tab();
    await keep.signUp({ email: uniqueEmail('keep'), password: STRONG_PASSWORD });
    await keep.saveRegistration(crypto.randomUUID(), validSubmission());
    const tab = browser(site.url).tab();
    await tab.signUp({ email, password: STRONG_PASSWORD });
    await tab.saveRegistration(crypto.randomUUID(), validSubmission());
    await tab.requestPasswordReset(email);
    const userId = tab.user.get()!.id;

    expect((await tab.deleteAccount('wrong-password-here')).error?.field).toBe('password');
    expect((await tab.deleteAccount(STRONG_PASSWORD)).error).toBeNull();
    expect(tab.user.get()).toBeNull();
    const database = accountsDatabase(site);
    const count = (sql: string) => (database.prepare(sql).get(userId) as { n: number }).n;
    expect(count('SELECT count(*) AS n FROM user WHERE id = ?')).toBe(0);
    expect(count('SELECT count(*) AS n FROM session WHERE userId = ?')).toBe(0);
    expect(count('SELECT count(*) AS n FROM account WHERE userId = ?')).toBe(0);
    expect(count('SELECT count(*) AS n FROM verification WHERE value = ?')).toBe(0);
    expect(count('SELECT count(*) AS n FROM pdRegistration WHERE userId = ?')).toBe(0);
    expect((database.prepare('SELECT count(*) AS n FROM pdRegistration').get() as { n: number }).n).toBe(1);
    database.close();
    expect((await keep.listRegistrations()).data).toHaveLength(1);
  });
});

describe('accounts on PostgreSQL (DATABASE_URL, or a scratch server of the test’s own)', () => {
  let postgres: ScratchPostgres | null = null;
  beforeAll(async () => {
    postgres = await postgresForTests();
  });
  afterAll(() => postgres?.stop());

  it('signs up, stores a registration, signs in elsewhere and deletes the account', async () => {
    const site = await publisher({ DATABASE_URL: postgres!.url });
    expect(site.logs.find((line) => line.event === 'accounts.ready')).toMatchObject({ database: 'postgres' });
    const email = uniqueEmail();
    const office = browser(site.url).tab();
    expect((await office.signUp({ email, password: STRONG_PASSWORD })).error).toBeNull();
    const id = crypto.randomUUID();
    await office.saveRegistration(id, validSubmission());
    await office.saveRegistration(id, validSubmission());
    const phone = browser(site.url).tab();
    await phone.signIn({ email, password: STRONG_PASSWORD });
    expect((await phone.listRegistrations()).data?.map((registration) => registration.id)).toEqual([id]);
    expect((await phone.deleteAccount(STRONG_PASSWORD)).error).toBeNull();
    await office.refresh();
    expect(office.user.get()).toBeNull();
    expect((await phone.signIn({ email, password: STRONG_PASSWORD })).error?.message).toBe('Invalid login credentials');
  });
});
