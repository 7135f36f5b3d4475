import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { getMigrations } from 'better-auth/db/migration';
import { afterEach, expect, it } from 'vitest';
import { createApplications } from '../../server/applications/applications.ts';
import { createAuth } from '../../server/auth/auth.ts';
import { openAccountsDatabase, type AccountsDatabase } from '../../server/auth/database.ts';
import { verifyPassword } from '../../server/auth/password-hash.ts';
import type { PasswordWork } from '../../server/auth/password-work.ts';
import type { ForwardedRegistration } from '../../server/auth/registrations.ts';
import { createLogger } from '../../server/core/log.ts';
import { openOutbox } from '../../server/outbox/outbox.ts';
import { LEARNER } from '../fixtures/application-answers.ts';
import { STRONG_PASSWORD, uniqueEmail } from './accounts-harness.ts';

// On SQLite the accounts and the applications share one database file and one connection. better-auth keeps a
// transaction open while it hashes a sign-up's password; an application sent meanwhile failed (500) because its
// own transaction could not begin, and a draft saved meanwhile joined the sign-up's transaction and was lost with
// it when the sign-up failed. Here the hash is held until the test lets it go, so the sign-up's transaction is
// surely open while the learner saves and sends.

const log = createLogger(() => undefined);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A hash that waits for the test: `started` resolves once the library asks for it, `fail` ends it with an error. */
function heldHash() {
  let asked!: () => void;
  let fail!: (error: Error) => void;
  const started = new Promise<void>((resolve) => (asked = resolve));
  const hash = () =>
    new Promise<string>((_, reject) => {
      fail = reject;
      asked();
    });
  return { started, hash, fail: (error: Error) => fail(error) };
}

async function accountsAndApplications(held: ReturnType<typeof heldHash>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'northwind-shared-database-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const database: AccountsDatabase = await openAccountsDatabase(undefined, dataDir);
  cleanups.push(() => database.close());
  const registrations = await openOutbox<ForwardedRegistration>({
    name: 'registrations',
    deliver: undefined,
    dataDir,
    log,
    retryBaseMs: 50,
    retryMaxMs: 200,
  });
  cleanups.push(() => Promise.resolve(registrations.stop()));
  const passwords: PasswordWork = {
    hash: held.hash,
    verify: ({ hash, password }) => verifyPassword(hash, password),
    problem: () => Promise.resolve(null),
    close: () => Promise.resolve(),
  };
  const auth = createAuth({
    database,
    secret: 'a-secret-of-at-least-thirty-two-characters',
    siteOrigin: 'http://127.0.0.1',
    siteWords: ['northwind'],
    rateLimit: { max: 100, windowSeconds: 60 },
    sendMail: () => Promise.resolve(),
    registrations,
    passwords,
    log,
    onPasswordReset: () => undefined,
    onAccountDeleted: () => Promise.resolve(),
  });
  await (await getMigrations(auth.options)).runMigrations();
  const applications = await createApplications({
    config: { key: undefined },
    database,
    dataDir,
    log,
    clock: () => new Date(),
  });
  cleanups.push(() => Promise.resolve(applications.close()));
  return { auth, held, store: applications.store };
}

/**
 * Starts a sign-up, runs `work` while its transaction is open, then lets the sign-up fail. Resolves with what
 * `work` gave once the sign-up has ended.
 */
async function duringAFailedSignUp<T>(
  { auth, held }: Awaited<ReturnType<typeof accountsAndApplications>>,
  work: () => Promise<T>,
): Promise<T> {
  const signUp = auth.api.signUpEmail({ body: { email: uniqueEmail(), password: STRONG_PASSWORD, name: 'Mia' } }).then(
    () => 'made',
    () => 'failed',
  );
  await held.started;
  const done = work();
  // Whatever the work can do before the sign-up ends, it has done by the next turn.
  await setImmediate();
  held.fail(new Error('the hash failed'));
  expect(await signUp).toBe('failed');
  return done;
}

it('keeps a draft saved while a sign-up that then fails holds the database', async () => {
  const site = await accountsAndApplications(heldHash());
  const { draftToken } = await site.store.startDraft({ course: LEARNER.course });
  expect(await duringAFailedSignUp(site, () => site.store.saveDraft(draftToken, LEARNER))).toBe(true);
  expect(await site.store.loadDraft(draftToken)).toEqual(LEARNER);
});

it('takes an application sent while a sign-up holds the database', async () => {
  const site = await accountsAndApplications(heldHash());
  const { draftToken } = await site.store.startDraft(LEARNER);
  const sent = await duringAFailedSignUp(site, () => site.store.submit(draftToken, LEARNER));
  expect(sent?.reference).toMatch(/^NW-/);
  expect(await site.store.loadSubmitted(sent!.reference)).toEqual(LEARNER);
});
