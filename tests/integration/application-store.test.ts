import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationAnswers } from '../../contracts/applications/answers.ts';
import { KEY_FILE } from '../../server/applications/applications-key.ts';
import { createApplications, type Applications } from '../../server/applications/applications.ts';
import { DRAFT_KEPT_MS, RESUME_LINK_MS } from '../../server/applications/application-store.ts';
import { MISSING_KEY_MESSAGE, wrongKeyMessage } from '../../server/applications/key-check.ts';
import { openAccountsDatabase, type AccountsDatabase } from '../../server/auth/database.ts';
import { createLogger } from '../../server/core/log.ts';
import { PRIVATE_FILE_MODE } from '../../server/core/private-files.ts';
import { DATE_OF_BIRTH, FAMILY_NAME, LEARNER, USI } from '../fixtures/application-answers.ts';
import { postgresForTests, type ScratchPostgres } from './scratch-postgres.ts';

// What would be in the database if the answers were kept as they are: the JSON of each.
const SECRETS = [FAMILY_NAME, USI, JSON.stringify(DATE_OF_BIRTH)];

const ANSWERS: ApplicationAnswers = { aboutYou: LEARNER.aboutYou, usi: LEARNER.usi };

const logs: string[] = [];
const log = createLogger((line) => logs.push(line));

function clockAt(start: string) {
  let now = new Date(start).getTime();
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const dirs: string[] = [];
async function dataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'northwind-applications-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const open: { applications: Applications; database: AccountsDatabase }[] = [];
async function start(dir: string, key?: string, databaseUrl?: string, clock = () => new Date()) {
  const database = await openAccountsDatabase(databaseUrl, dir);
  try {
    const applications = await createApplications({ config: { key }, database, dataDir: dir, log, clock });
    open.push({ applications, database });
    return applications;
  } catch (error) {
    await database.close();
    throw error;
  }
}
afterEach(async () => {
  for (const { applications, database } of open.splice(0)) {
    applications.close();
    await database.close();
  }
});

/** Every file under a folder, as bytes. */
async function filesUnder(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      files.set(join(entry.parentPath, entry.name), await readFile(join(entry.parentPath, entry.name)));
  }
  return files;
}

const plainIn = (bytes: Buffer) => SECRETS.filter((secret) => bytes.includes(Buffer.from(secret, 'utf8')));

/** Every row of the applications' tables, as text: what "unchanged" compares. */
async function rowsOf(databaseUrl: string | undefined, dir: string): Promise<string> {
  const database = await openAccountsDatabase(databaseUrl, dir);
  try {
    const tables = ['application_key_check', 'applications', 'application_resume_tokens'];
    const rows = [];
    for (const table of tables) {
      if (database.kind === 'sqlite') rows.push(database.file.prepare(`SELECT * FROM ${table} ORDER BY 1`).all());
      else rows.push((await database.pool.query(`SELECT * FROM ${table} ORDER BY 1`)).rows);
    }
    return JSON.stringify(rows, (_, value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
    );
  } finally {
    await database.close();
  }
}

async function saveAndSubmit(applications: Applications) {
  const { draftToken } = await applications.store.startDraft({ usi: { status: 'later' } });
  expect(await applications.store.saveDraft(draftToken, ANSWERS)).toBe(true);
  const submitted = await applications.store.submit(draftToken, ANSWERS);
  expect(submitted?.reference).toMatch(/^NW-[2-9A-HJ-NP-Z]{7}$/);
  expect(await applications.store.loadSubmitted(submitted!.reference)).toEqual(ANSWERS);
  return submitted!.reference;
}

/**
 * An application started while signed in: listed for its account only, opened on another device by that account,
 * and listed no more once the account is forgotten. A sent one is listed by its reference.
 */
async function tiedToAnAccount(applications: Applications) {
  const { store } = applications;
  const [owner, stranger] = [randomUUID(), randomUUID()];
  const answers = { ...ANSWERS, course: LEARNER.course };
  const { draftToken } = await store.startDraft(answers);
  expect(await store.linkToAccount(draftToken, owner)).toBe(true);
  const sent = await store.startDraft(answers);
  await store.linkToAccount(sent.draftToken, owner);
  const { reference } = (await store.submit(sent.draftToken, answers))!;
  const listed = await store.applicationsOf(owner);
  expect(listed.map(({ courseCode, reference: shown, state }) => ({ courseCode, reference: shown, state }))).toEqual(
    expect.arrayContaining([
      { courseCode: LEARNER.course!.courseCode, reference: null, state: 'draft' },
      { courseCode: LEARNER.course!.courseCode, reference, state: 'sent' },
    ]),
  );
  expect(listed).toHaveLength(2);
  // The first account keeps it: another signed in on the same draft does not take it over.
  await store.linkToAccount(draftToken, stranger);
  expect(await store.applicationsOf(stranger)).toEqual([]);
  const draftId = listed.find((application) => application.state === 'draft')!.id;
  const sentId = listed.find((application) => application.state === 'sent')!.id;
  expect(await store.openForAccount(draftId, stranger)).toBeNull();
  expect(await store.openForAccount(sentId, owner)).toBeNull();
  const opened = (await store.openForAccount(draftId, owner))!;
  expect(opened.courseCode).toBe(LEARNER.course!.courseCode);
  expect(await store.loadDraft(opened.draftToken)).toEqual(answers);
  expect(await store.loadDraft(draftToken)).toBeNull();
  await store.forgetAccount(owner);
  expect(await store.applicationsOf(owner)).toEqual([]);
  expect(await store.loadSubmitted(reference)).toEqual(answers);
}

describe('applications kept in the embedded database (SQLite in DATA_DIR)', () => {
  it('ties an application to the account it was started under, for that account alone', async () => {
    await tiedToAnAccount(await start(await dataDir()));
  });

  it('makes a private key file on first start, and keeps no family name, USI or date of birth in plain text', async () => {
    const dir = await dataDir();
    const applications = await start(dir);
    expect((await stat(join(dir, KEY_FILE))).mode & 0o777).toBe(PRIVATE_FILE_MODE);
    await saveAndSubmit(applications);
    const files = await filesUnder(dir);
    expect([...files.keys()].some((file) => file.endsWith('accounts.sqlite'))).toBe(true);
    expect([...files].map(([file, bytes]) => [file, plainIn(bytes)]).filter(([, found]) => found.length)).toEqual([]);
    expect(logs.join('').includes(FAMILY_NAME) || logs.join('').includes(USI)).toBe(false);
  });

  it('refuses to start with another key, and leaves the applications as they were', async () => {
    const dir = await dataDir();
    const reference = await saveAndSubmit(await start(dir));
    for (const { applications, database } of open.splice(0)) {
      applications.close();
      await database.close();
    }
    const before = await rowsOf(undefined, dir);
    const keyFile = await readFile(join(dir, KEY_FILE));
    await expect(start(dir, randomBytes(32).toString('base64'))).rejects.toThrow(wrongKeyMessage('APPLICATIONS_KEY'));
    expect(await rowsOf(undefined, dir)).toBe(before);
    expect(await readFile(join(dir, KEY_FILE))).toEqual(keyFile);
    // The right key still opens everything.
    expect(await (await start(dir, keyFile.toString('utf8'))).store.loadSubmitted(reference)).toEqual(ANSWERS);
  });

  it('refuses to start when the key file is gone, and makes no new one', async () => {
    const dir = await dataDir();
    await saveAndSubmit(await start(dir));
    for (const { applications, database } of open.splice(0)) {
      applications.close();
      await database.close();
    }
    await rename(join(dir, KEY_FILE), join(dir, 'moved-away.key'));
    const before = await rowsOf(undefined, dir);
    await expect(start(dir)).rejects.toThrow(MISSING_KEY_MESSAGE);
    await expect(stat(join(dir, KEY_FILE))).rejects.toThrow(/ENOENT/);
    expect(await rowsOf(undefined, dir)).toBe(before);
  });

  it('resumes a draft once from a link, for 7 days; a used or expired link opens nothing', async () => {
    const time = clockAt('2026-11-28T09:00:00+10:00');
    const { store } = await start(await dataDir(), undefined, undefined, time.clock);
    const { draftToken } = await store.startDraft(ANSWERS);
    const link = (await store.issueResumeToken(draftToken))!;
    const resumed = await store.resume(link);
    expect(resumed?.answers).toEqual(ANSWERS);
    expect(await store.resume(link)).toBeNull();
    // The resumed draft has a new token; the old one no longer opens it.
    expect(await store.loadDraft(draftToken)).toBeNull();
    expect(await store.loadDraft(resumed!.draftToken)).toEqual(ANSWERS);
    const late = (await store.issueResumeToken(resumed!.draftToken))!;
    time.advance(RESUME_LINK_MS);
    expect(await store.resume(late)).toBeNull();
  });

  it('deletes drafts untouched for 30 days, and keeps submitted applications', async () => {
    const time = clockAt('2026-11-28T09:00:00+10:00');
    const { store } = await start(await dataDir(), undefined, undefined, time.clock);
    const stale = (await store.startDraft(ANSWERS)).draftToken;
    const touched = (await store.startDraft(ANSWERS)).draftToken;
    const reference = (await store.submit((await store.startDraft(ANSWERS)).draftToken, ANSWERS))!.reference;
    time.advance(DRAFT_KEPT_MS / 2);
    await store.saveDraft(touched, ANSWERS);
    time.advance(DRAFT_KEPT_MS / 2 + 1);
    expect(await store.deleteStale()).toEqual({ drafts: 1, resumeTokens: 0 });
    expect(await store.loadDraft(stale)).toBeNull();
    expect(await store.loadDraft(touched)).toEqual(ANSWERS);
    expect(await store.loadSubmitted(reference)).toEqual(ANSWERS);
  });
});

describe('applications kept in PostgreSQL (DATABASE_URL, or a scratch server of the test’s own)', () => {
  let postgres: ScratchPostgres | null = null;
  beforeAll(async () => {
    postgres = await postgresForTests();
  });
  afterAll(() => postgres?.stop());
  // One database for the tests here, so one key.
  const key = randomBytes(32).toString('base64');

  it('ties an application to the account it was started under, for that account alone', async () => {
    await tiedToAnAccount(await start(await dataDir(), key, postgres!.url));
  });

  it('keeps the answers sealed in the database, and refuses another key with nothing changed', async () => {
    const dir = await dataDir();
    const applications = await start(dir, key, postgres!.url);
    const reference = await saveAndSubmit(applications);
    const rows = await rowsOf(postgres!.url, dir);
    // The rows as text, with bytes as hex: neither the text nor its hex may be there.
    const hexSecrets = SECRETS.map((secret) => Buffer.from(secret, 'utf8').toString('hex'));
    expect([...SECRETS, ...hexSecrets].filter((secret) => rows.includes(secret))).toEqual([]);
    await expect(start(dir, randomBytes(32).toString('hex'), postgres!.url)).rejects.toThrow(
      wrongKeyMessage('APPLICATIONS_KEY'),
    );
    expect(await rowsOf(postgres!.url, dir)).toBe(rows);
    expect(await applications.store.loadSubmitted(reference)).toEqual(ANSWERS);
  });
});
