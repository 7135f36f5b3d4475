import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionOutcome } from '../../server/applications/application-store.ts';
import { createApplications, type Applications } from '../../server/applications/applications.ts';
import { sqlOf } from '../../server/applications/sql.ts';
import { openAccountsDatabase, type AccountsDatabase } from '../../server/auth/database.ts';
import { createLogger } from '../../server/core/log.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../server/core/private-files.ts';
import type { HandoffAdapter, HandoffApplication } from '../../server/handoff/adapters/adapter.ts';
import { axcelerateAdapter } from '../../server/handoff/adapters/axcelerate.ts';
import { OUTGOING_DIR } from '../../server/handoff/adapters/files.ts';
import { handoffConfig } from '../../server/handoff/handoff-config.ts';
import { createHandoff, type Handoff, type HandoffOptions } from '../../server/handoff/handoff.ts';
import { smtpSendMail, type SendMail } from '../../server/handoff/handoff-worker.ts';
import { liveConfirmationOf } from '../../server/apply/learner-emails.ts';
import { FAMILY_NAME, LEARNER, SUPPORT_NEEDS, USI } from '../fixtures/application-answers.ts';
import { parseNat } from '../fixtures/avetmiss/parse-nat.ts';
import { bodyOf, mailServer } from '../fixtures/mail-server.ts';
import { axcelerateStandIn, type AxcelerateStandIn } from './axcelerate-stand-in.ts';
import { tli30321ApplyData } from './fixtures/apply-release.ts';
import { postgresForTests, type ScratchPostgres } from './scratch-postgres.ts';

const ANSWERS = LEARNER;
const OUTCOME: SubmissionOutcome = {
  funding: 'Eligible',
  reviewAdvice: { outcome: 'suits-with-support', heading: 'This course suits you', supports: ['Reading support'] },
};
const DAY_MS = 24 * 60 * 60 * 1000;

const log = createLogger(() => undefined);

function testClock() {
  let now = new Date('2026-11-28T09:00:00+10:00').getTime();
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const dirs: string[] = [];
async function dataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'northwind-handoff-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

// The workers are woken by the tests (wake() resolves once nothing is due); the poll never fires during one.
const config = { ...handoffConfig({}), pollMs: 60 * 60_000, retryBaseMs: 60_000 };

const running: { handoff: Handoff; applications: Applications; database: AccountsDatabase }[] = [];
afterEach(async () => {
  for (const { handoff, applications, database } of running.splice(0)) {
    await handoff.close();
    applications.close();
    await database.close();
  }
});

interface Publisher {
  handoff: Handoff;
  applications: Applications;
  database: AccountsDatabase;
}

async function publisher(
  dir: string,
  clock: () => Date,
  options: {
    databaseUrl?: string;
    adapter?: HandoffAdapter;
    sendMail?: SendMail;
    confirmationOf?: HandoffOptions['confirmationOf'];
    key?: string;
  } = {},
): Promise<Publisher> {
  const database = await openAccountsDatabase(options.databaseUrl, dir);
  const applications = await createApplications({ config: { key: options.key }, database, dataDir: dir, log, clock });
  const handoff = await createHandoff({
    config: { ...config, teamEmail: options.sendMail ? 'training@northwind.example' : undefined },
    database,
    store: applications.store,
    dataDir: dir,
    log,
    clock,
    adapter: options.adapter,
    sendMail: options.sendMail,
    confirmationOf: options.confirmationOf,
  });
  await handoff.wake();
  const started = { handoff, applications, database };
  running.push(started);
  return started;
}

async function submit({ applications }: Publisher, answers = ANSWERS) {
  const { draftToken } = await applications.store.startDraft(answers);
  return (await applications.store.submit(draftToken, answers, OUTCOME))!.reference;
}

/** An adapter that counts every delivery, yielding in between so two workers' steps interleave. */
function countingAdapter(deliveries: string[], failures = 0): HandoffAdapter {
  let failing = failures;
  return {
    name: 'counting',
    async deliver({ reference }: HandoffApplication) {
      await new Promise((resolve) => setImmediate(resolve));
      if (failing > 0) {
        failing -= 1;
        throw new Error('The student management system answered 500');
      }
      deliveries.push(reference);
      return 'delivered';
    },
    forget: () => Promise.resolve(),
  };
}

const counts = (references: string[]) =>
  references.reduce((all, reference) => all.set(reference, (all.get(reference) ?? 0) + 1), new Map<string, number>());

/**
 * An outbox table from before the learner's confirmation was one of its steps (each learner was e-mailed as they
 * submitted), which a publisher of today opens: only the learner who applies after is e-mailed.
 */
async function confirmsOnlyNewLearnersAfterUpgrade(database: { databaseUrl?: string; key?: string } = {}) {
  const { clock } = testClock();
  const dir = await dataDir();
  const before = await publisher(dir, clock, database);
  const earlier = await submit(before);
  await before.handoff.wake();
  await sqlOf(before.database).run('ALTER TABLE application_handoffs DROP COLUMN learner_told_at');
  const smtp = await mailServer();
  try {
    const today = await publisher(dir, clock, {
      ...database,
      sendMail: smtpSendMail(smtp.url, 'Northwind Training <no-reply@northwind.example>'),
      confirmationOf: liveConfirmationOf(() => Promise.resolve(tli30321ApplyData())),
    });
    const later = await submit(today);
    await today.handoff.wake();
    const toLearner = smtp.received.filter((mail) => mail.to === '<amelie@example.com>').map(bodyOf);
    expect(toLearner).toEqual([expect.stringContaining(later)]);
    expect(toLearner[0]).not.toContain(earlier);
  } finally {
    await smtp.close();
  }
}

describe('hand-off with the files adapter, on the embedded database', () => {
  it('writes a private folder per application whose NAT files read back under the reference', async () => {
    const dir = await dataDir();
    const { clock } = testClock();
    const started = await publisher(dir, clock);
    const reference = await submit(started);
    expect(await started.handoff.status()).toMatchObject({ waiting: 1, lastError: null });

    await started.handoff.wake();

    const outgoing = join(dir, OUTGOING_DIR);
    expect(await readdir(outgoing)).toEqual([reference]);
    const folder = join(outgoing, reference);
    expect((await stat(folder)).mode & 0o777).toBe(PRIVATE_DIR_MODE);
    const names = (await readdir(folder)).sort();
    expect(names).toEqual([
      'NAT00080.txt',
      'NAT00085.txt',
      'NAT00090.txt',
      'NAT00100.txt',
      'application.json',
      'summary.html',
    ]);
    for (const name of names) expect((await stat(join(folder, name))).mode & 0o777).toBe(PRIVATE_FILE_MODE);
    const read = (name: string) => readFile(join(folder, name), 'utf8');
    const [client] = parseNat('NAT00080', await read('NAT00080.txt'));
    expect(client).toMatchObject({
      'Client identifier': reference,
      'Name for encryption': `${FAMILY_NAME}, Amelie`,
      'Unique student identifier': USI,
      'Date of birth': '1998-03-07',
      'Main language other than English spoken at home identifier': '1201',
    });
    expect(parseNat('NAT00085', await read('NAT00085.txt'))[0]['Client identifier']).toBe(reference);
    expect(parseNat('NAT00090', await read('NAT00090.txt'))).toEqual([
      { 'Client identifier': reference, 'Disability type identifier': '17' },
    ]);
    expect(
      parseNat('NAT00100', await read('NAT00100.txt')).map((line) => line['Prior educational achievement identifier']),
    ).toEqual(['521', '524']);
    expect(JSON.parse(await read('application.json'))).toMatchObject({
      reference,
      answers: ANSWERS,
      outcome: OUTCOME,
      privacyNoticeVersion: 'privacy-3',
    });
    const summary = await read('summary.html');
    expect(summary).toContain(`<h1>Application ${reference}</h1>`);
    expect(summary).toContain('Vision (17)');
    expect(await started.handoff.status()).toEqual({ waiting: 0, oldestWaitingSince: null, lastError: null });
  });

  it('retries a failing adapter after its backoff, then hands the application off once', async () => {
    const dir = await dataDir();
    const { clock, advance } = testClock();
    const deliveries: string[] = [];
    const started = await publisher(dir, clock, { adapter: countingAdapter(deliveries, 2) });
    const submittedAt = clock().toISOString();
    const reference = await submit(started);
    advance(5 * 60_000);

    await started.handoff.wake();
    expect(await started.handoff.status()).toEqual({
      waiting: 1,
      oldestWaitingSince: submittedAt,
      lastError: { message: 'The student management system answered 500', at: clock().toISOString() },
    });
    // Before its backoff has passed, a wake does not try again.
    await started.handoff.wake();
    advance(config.retryBaseMs);
    await started.handoff.wake();
    expect(deliveries).toEqual([]);
    advance(2 * config.retryBaseMs);
    await started.handoff.wake();

    expect(deliveries).toEqual([reference]);
    expect(await started.handoff.status()).toMatchObject({ waiting: 0, lastError: null });
    advance(DAY_MS);
    await started.handoff.wake();
    expect(deliveries).toEqual([reference]);
  });

  it('finds an application already in its folder and writes nothing twice', async () => {
    const dir = await dataDir();
    const { clock } = testClock();
    const first = await publisher(dir, clock);
    const reference = await submit(first);
    await first.handoff.wake();
    const folder = join(dir, OUTGOING_DIR, reference);
    const written = await readFile(join(folder, 'NAT00080.txt'));
    // A publisher stopped after writing the folder but before recording it: the row is due again.
    await sqlOf(first.database).run('UPDATE application_handoffs SET handed_off_at = NULL WHERE reference = ?', [
      reference,
    ]);
    await first.handoff.wake();
    const [row] = await sqlOf(first.database).all(
      'SELECT adapter_result FROM application_handoffs WHERE reference = ?',
      [reference],
    );
    expect(row.adapter_result).toBe('already-there');
    expect(await readFile(join(folder, 'NAT00080.txt'))).toEqual(written);
  });

  it('e-mails the training team once through SMTP, after a busy answer: course, intake, reference and advice, no sensitive answer', async () => {
    const dir = await dataDir();
    const { clock, advance } = testClock();
    const smtp = await mailServer({ reply: '451 Try again later', failures: 1 });
    try {
      const started = await publisher(dir, clock, {
        sendMail: smtpSendMail(smtp.url, 'Northwind Training <no-reply@northwind.example>'),
      });
      const reference = await submit(started);
      await started.handoff.wake();
      expect(smtp.received).toEqual([]);
      // The application itself was handed off: only the e-mail waits for its retry.
      expect(await started.handoff.status()).toMatchObject({ waiting: 0 });
      advance(config.retryBaseMs);
      await started.handoff.wake();
      advance(DAY_MS);
      await started.handoff.wake();

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail.to).toBe('<training@northwind.example>');
      const text = bodyOf(mail);
      for (const fact of ['TLI30321', 'intake-2027-02', reference, 'This course suits you', 'Reading support'])
        expect(text).toContain(fact);
      // What its readers see, the subject and the text: its Message-ID's random digits once held "1998".
      const seen = `${/^Subject: .*$/m.exec(mail.data)![0]}\n${text}`;
      for (const secret of [FAMILY_NAME, 'Amélie', USI, '1998', 'amelie@example.com', SUPPORT_NEEDS, 'Vision'])
        expect(seen).not.toContain(secret);
      expect(await readdir(join(dir, OUTGOING_DIR))).toEqual([reference]);
    } finally {
      await smtp.close();
    }
  });

  it('confirms to the learner once, after a busy answer and across a restart: reference and course, no sensitive answer', async () => {
    const dir = await dataDir();
    const { clock, advance } = testClock();
    const smtp = await mailServer({ reply: '451 Try again later', failures: 1 });
    const data = tli30321ApplyData();
    const mailing = {
      sendMail: smtpSendMail(smtp.url, 'Northwind Training <no-reply@northwind.example>'),
      confirmationOf: liveConfirmationOf(() => Promise.resolve(data)),
    };
    const toLearner = () => smtp.received.filter((mail) => mail.to === '<amelie@example.com>');
    try {
      const first = await publisher(dir, clock, mailing);
      const reference = await submit(first);
      await first.handoff.wake();
      expect(toLearner()).toEqual([]);
      expect(await first.handoff.status()).toMatchObject({ waiting: 0 });
      advance(config.retryBaseMs);
      await first.handoff.wake();
      expect(toLearner()).toHaveLength(1);

      running.splice(running.indexOf(first), 1);
      await first.handoff.close();
      first.applications.close();
      await first.database.close();
      const restarted = await publisher(dir, clock, mailing);
      advance(DAY_MS);
      await restarted.handoff.wake();

      expect(toLearner()).toHaveLength(1);
      const text = bodyOf(toLearner()[0]);
      const title = data.courses.find((course) => course.code === 'TLI30321')!.title;
      for (const fact of ['Dear Amélie,', reference, `TLI30321 ${title}`, data.contact.phone])
        expect(text).toContain(fact);
      for (const secret of [FAMILY_NAME, USI, '1998', 'Jacaranda', SUPPORT_NEEDS, 'Certificate 3 Guarantee'])
        expect(text).not.toContain(secret);
      // The team was told too, once, after the learner.
      expect(smtp.received.filter((mail) => mail.to === '<training@northwind.example>')).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('e-mails no learner again whose application was submitted before confirmations were kept in the outbox', () =>
    confirmsOnlyNewLearnersAfterUpgrade());

  it('deletes the answers and the folder once the retention period after hand-off has passed, keeping the record', async () => {
    const dir = await dataDir();
    const { clock, advance } = testClock();
    const started = await publisher(dir, clock);
    const reference = await submit(started);
    await started.handoff.wake();
    const folder = join(dir, OUTGOING_DIR, reference);

    advance(config.retentionMs - 1);
    await started.handoff.wake();
    expect(await started.applications.store.loadSubmitted(reference)).toEqual(ANSWERS);
    expect((await stat(folder)).isDirectory()).toBe(true);

    advance(1);
    await started.handoff.wake();
    expect(await started.applications.store.loadSubmitted(reference)).toBeNull();
    await expect(stat(folder)).rejects.toThrow(/ENOENT/);
    const sql = sqlOf(started.database);
    expect(await sql.all('SELECT * FROM applications')).toEqual([]);
    expect(await sql.all('SELECT * FROM application_handoffs')).toEqual([
      expect.objectContaining({
        reference,
        course_code: 'TLI30321',
        application_id: null,
        submission_outcome: null,
        adapter: 'files',
        adapter_result: 'delivered',
        purged_at: clock().getTime(),
      }),
    ]);
  });

  it('puts a submission in the outbox in its own transaction: a failed outbox row leaves the draft a draft', async () => {
    const dir = await dataDir();
    const { clock } = testClock();
    const started = await publisher(dir, clock);
    const sql = sqlOf(started.database);
    const { draftToken } = await started.applications.store.startDraft(ANSWERS);
    // Injected: the outbox refuses every row, as a full disk would.
    await sql.run(
      `CREATE TRIGGER refuse_all BEFORE INSERT ON application_handoffs BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
    await expect(started.applications.store.submit(draftToken, ANSWERS, OUTCOME)).rejects.toThrow('refused');
    await sql.run('DROP TRIGGER refuse_all');
    expect(await started.applications.store.loadDraft(draftToken)).toEqual(ANSWERS);
    expect(await started.handoff.status()).toMatchObject({ waiting: 0 });
    await started.applications.store.submit(draftToken, ANSWERS, OUTCOME);
    expect(await started.handoff.status()).toMatchObject({ waiting: 1 });
  });

  it('takes over a hand-off whose worker died holding it, once its lease has passed', async () => {
    const dir = await dataDir();
    const { clock, advance } = testClock();
    const deliveries: string[] = [];
    const started = await publisher(dir, clock, { adapter: countingAdapter(deliveries) });
    const reference = await submit(started);
    // What a publisher killed in the middle of the step leaves: the row claimed, nothing recorded.
    await sqlOf(started.database).run(
      "UPDATE application_handoffs SET claimed_until = ?, claimed_by = 'killed' WHERE reference = ?",
      [clock().getTime() + config.leaseMs, reference],
    );
    await started.handoff.wake();
    expect(deliveries).toEqual([]);
    advance(config.leaseMs);
    await started.handoff.wake();
    expect(deliveries).toEqual([reference]);
  });

  it('never hands one application to two workers sharing the database file', async () => {
    const dir = await dataDir();
    const { clock } = testClock();
    const deliveries: string[] = [];
    const one = await publisher(dir, clock, { adapter: countingAdapter(deliveries) });
    const two = await publisher(dir, clock, { adapter: countingAdapter(deliveries) });
    const references = await Promise.all(Array.from({ length: 20 }, () => submit(one)));
    await Promise.all([one.handoff.wake(), two.handoff.wake()]);
    expect(counts(deliveries)).toEqual(counts(references));
  });
});

describe('hand-off with the aXcelerate adapter, against a stand-in built from its documentation', () => {
  const INSTANCE_ID = 41862;
  let standIn: AxcelerateStandIn;
  beforeAll(async () => {
    standIn = await axcelerateStandIn();
  });
  afterAll(() => standIn.close());

  const adapter = () =>
    axcelerateAdapter({
      ...handoffConfig({
        AXCELERATE_API_URL: standIn.url,
        AXCELERATE_API_TOKEN: standIn.apiToken,
        AXCELERATE_WS_TOKEN: standIn.wsToken,
      }).axcelerate!,
      instanceOf: ({ answers }) =>
        Promise.resolve(
          answers.course?.intake === 'intake-2027-02' ? { instanceID: INSTANCE_ID, type: 'p' as const } : undefined,
        ),
    });
  const contactsOf = (reference: string) =>
    standIn.contacts.filter((contact) => contact.fields.optionalID === reference);

  it('creates the contact with its AVETMISS details, checks the USI and enrols tentatively, with documented names only', async () => {
    const { clock } = testClock();
    const started = await publisher(await dataDir(), clock, { adapter: adapter() });
    const reference = await submit(started);
    await started.handoff.wake();

    expect(await started.handoff.status()).toMatchObject({ waiting: 0, lastError: null });
    const [contact] = contactsOf(reference);
    expect(contact.fields).toMatchObject({
      givenName: 'Amélie',
      surname: FAMILY_NAME,
      dob: '1998-03-07',
      sex: 'F',
      USI,
      sstreetNo: '9',
      sstreetName: 'Jacaranda Avenue',
      scity: 'Paddington',
      sstate: 'QLD',
      spostcode: '4064',
      CountryofBirthID: '1101',
      MainLanguageID: '1201',
      LabourForceID: '01',
      HighestSchoolLevelID: '12',
      AtSchoolFlag: 'false',
      IndigenousStatusID: '4',
      DisabilityFlag: 'true',
      DisabilityTypeIDs: '17',
      PriorEducationStatus: 'true',
      PriorEducationIDs: '521,524',
    });
    expect(standIn.calls.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['POST /contact/verifyUSI', 'POST /course/enrol']),
    );
    expect(standIn.enrolments).toContainEqual({
      contactID: contact.CONTACTID,
      instanceID: INSTANCE_ID,
      type: 'p',
      tentative: true,
    });
  });

  it('retries a 500 after its backoff, and a hand-off stopped after the contact was made makes no second contact', async () => {
    const { clock, advance } = testClock();
    const started = await publisher(await dataDir(), clock, { adapter: adapter() });
    const reference = await submit(started);
    // The search and the contact go through; then the USI check meets a 500, as a publisher killed there would stop.
    standIn.failNext(1, 2);
    await started.handoff.wake();
    expect(contactsOf(reference)).toHaveLength(1);
    expect(await started.handoff.status()).toMatchObject({
      waiting: 1,
      lastError: { message: 'aXcelerate POST /contact/verifyUSI answered 500' },
    });
    advance(config.retryBaseMs);
    await started.handoff.wake();

    expect(await started.handoff.status()).toMatchObject({ waiting: 0, lastError: null });
    const [contact] = contactsOf(reference);
    expect(contactsOf(reference)).toHaveLength(1);
    expect(standIn.enrolments.filter((enrolment) => enrolment.contactID === contact.CONTACTID)).toHaveLength(1);
  });
});

describe('hand-off on PostgreSQL (DATABASE_URL, or a scratch server of the test’s own)', () => {
  let postgres: ScratchPostgres | null = null;
  // One database for the describe's publishers, so one key.
  const key = 'b'.repeat(64);
  beforeAll(async () => {
    postgres = await postgresForTests();
  });
  afterAll(() => postgres?.stop());

  // First, while the outbox holds no application of the other tests, which its team e-mail would be sent for.
  it('e-mails no learner again whose application was submitted before confirmations were kept in the outbox', () =>
    confirmsOnlyNewLearnersAfterUpgrade({ databaseUrl: postgres!.url, key }));

  it('puts a submission in the outbox in its own transaction: a failed outbox row leaves the draft a draft', async () => {
    const dir = await dataDir();
    const { clock } = testClock();
    const started = await publisher(dir, clock, { databaseUrl: postgres!.url, key });
    const sql = sqlOf(started.database);
    const { draftToken } = await started.applications.store.startDraft(ANSWERS);
    // Injected: the outbox refuses every new row, as a full disk or a lost connection would.
    await sql.run(`ALTER TABLE application_handoffs ADD CONSTRAINT refuse_all CHECK (reference = '') NOT VALID`);
    try {
      await expect(started.applications.store.submit(draftToken, ANSWERS, OUTCOME)).rejects.toThrow();
    } finally {
      await sql.run('ALTER TABLE application_handoffs DROP CONSTRAINT refuse_all');
    }
    expect(await started.applications.store.loadDraft(draftToken)).toEqual(ANSWERS);
    const reference = (await started.applications.store.submit(draftToken, ANSWERS, OUTCOME))!.reference;
    expect(await started.handoff.status()).toMatchObject({ waiting: 1 });
    await started.handoff.wake();
    expect(await readdir(join(dir, OUTGOING_DIR))).toEqual([reference]);
  });

  it('hands 100 applications submitted at once off exactly once with two publishers on one database', async () => {
    const { clock } = testClock();
    const deliveries: string[] = [];
    const one = await publisher(await dataDir(), clock, {
      databaseUrl: postgres!.url,
      key,
      adapter: countingAdapter(deliveries),
    });
    const two = await publisher(await dataDir(), clock, {
      databaseUrl: postgres!.url,
      key,
      adapter: countingAdapter(deliveries),
    });
    const references = await Promise.all(Array.from({ length: 100 }, (_, index) => submit(index % 2 ? one : two)));
    await Promise.all([one.handoff.wake(), two.handoff.wake(), one.handoff.wake(), two.handoff.wake()]);
    expect(counts(deliveries)).toEqual(counts(references));
    expect(await one.handoff.status()).toMatchObject({ waiting: 0 });
  });
});
