import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_IN_TEXT } from '../../contracts/applications/reference.ts';
import { APPLY_DATA_PATH } from '../../contracts/applications/apply-routes.ts';
import { PUBLISH_STATUS_PATH, type PublishStatus } from '../../contracts/publish-status.ts';
import { PROJECT_ROOT } from '../../server/core/config.ts';
import { handoffConfig } from '../../server/handoff/handoff-config.ts';
import { APPLICATION_STEPS, APPLY_BASE, learner } from '../fixtures/apply-learner.ts';
import { bodyOf, mailServer } from '../fixtures/mail-server.ts';
import { axcelerateStandIn, type AxcelerateStandIn } from './axcelerate-stand-in.ts';
import { applyBuilder, TLI30321_INTAKES } from './fixtures/apply-release.ts';
import { SECRET, startTestPublisher, tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

// The instance a coordinator set on TLI30321's February intake; its April intake has none.
const INSTANCE_ID = 41862;
const INSTANCES = { [TLI30321_INTAKES.february]: INSTANCE_ID };
const TEAM = 'training@northwind.example';

let standIn: AxcelerateStandIn;
beforeAll(async () => {
  standIn = await axcelerateStandIn();
});
afterAll(() => standIn.close());

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const axcelerateEnv = () => ({
  AXCELERATE_API_URL: standIn.url,
  AXCELERATE_API_TOKEN: standIn.apiToken,
  AXCELERATE_WS_TOKEN: standIn.wsToken,
});

/** Applies through the publisher's question pages for the given intake; the reference from Done. */
async function apply(siteUrl: string, intake: string): Promise<string> {
  const browser = learner(siteUrl);
  for (const [step, fields] of [...APPLICATION_STEPS, ['check', {}] as const]) {
    const answer = await browser.post(`${APPLY_BASE}/${step}`, step === 'course' ? { ...fields, intake } : fields);
    if (answer.status !== 303) throw new Error(`The ${step} step answered ${answer.status}`);
  }
  return REFERENCE_IN_TEXT.exec(await (await browser.get(`${APPLY_BASE}/done`)).text())![0];
}

const waiting = async (url: string) =>
  ((await (await fetch(`${url}${PUBLISH_STATUS_PATH}`)).json()) as PublishStatus).applications;
const contactOf = (reference: string) => standIn.contacts.filter((contact) => contact.fields.optionalID === reference);
const enrolmentsOf = (reference: string) =>
  standIn.enrolments.filter((enrolment) => contactOf(reference).some((c) => c.CONTACTID === enrolment.contactID));

async function publisher(dir: string, env: Record<string, string>, clock?: () => Date): Promise<TestPublisher> {
  const site = await startTestPublisher(dir, applyBuilder({ axcelerateInstances: INSTANCES }), env, undefined, clock);
  cleanup.push(() => site.close());
  await waitFor(async () => (await site.status()).release, WAIT_MS, 'the first release');
  return site;
}

describe('the aXcelerate hand-off in the publisher, with each intake’s instance from the live release', () => {
  it('enrols an application for an intake with an instance ID once, in it; one without gets only the contact, and the team is told to enrol by hand', async () => {
    const dir = await tempDir('handoff-axcelerate');
    cleanup.push(dir.remove);
    const mail = await mailServer();
    cleanup.push(() => mail.close());
    const site = await publisher(dir.path, {
      ...axcelerateEnv(),
      SMTP_URL: mail.url,
      MAIL_FROM: 'site@northwind.example',
      APPLICATIONS_TEAM_EMAIL: TEAM,
    });

    // The learners get their own confirmations through the same server: the team's e-mails are the ones to TEAM.
    const toTeam = () => mail.received.filter((one) => one.to.includes(TEAM));
    const withInstance = await apply(site.url, TLI30321_INTAKES.february);
    const without = await apply(site.url, TLI30321_INTAKES.april);
    await waitFor(
      async () => (await waiting(site.url))?.waiting === 0 && toTeam().length === 2,
      WAIT_MS,
      'both applications handed off and the team told',
    );

    expect(contactOf(withInstance)).toHaveLength(1);
    expect(enrolmentsOf(withInstance)).toEqual([
      { contactID: contactOf(withInstance)[0].CONTACTID, instanceID: INSTANCE_ID, type: 'p', tentative: true },
    ]);
    expect(contactOf(without)).toHaveLength(1);
    expect(enrolmentsOf(without)).toEqual([]);
    const told = (reference: string) => bodyOf(toTeam().find((one) => bodyOf(one).includes(reference))!);
    expect(told(withInstance)).toContain(`tentative in aXcelerate instance ${INSTANCE_ID}`);
    expect(told(without)).toContain('enrol the learner in aXcelerate by hand');

    // The instance is the publisher's to read: neither its course data nor a question page shows it to visitors.
    expect((await fetch(`${site.url}${APPLY_DATA_PATH}`)).status).toBe(404);
    const coursePage = await (await learner(site.url).get(`${APPLY_BASE}/course`)).text();
    expect(coursePage).toContain(TLI30321_INTAKES.february);
    expect(coursePage).not.toContain(String(INSTANCE_ID));
  });

  it('enrols exactly once when the publisher is killed after aXcelerate made the enrolment but before it answered', async () => {
    const dir = await tempDir('handoff-axcelerate-kill');
    cleanup.push(dir.remove);
    // The release the killed publisher serves (its own builds never finish).
    await (await publisher(dir.path, axcelerateEnv())).close();
    const child = spawn(
      process.execPath,
      [
        join('tests', 'integration', 'fixtures', 'publisher-process.ts'),
        dir.path,
        SECRET,
        JSON.stringify(axcelerateEnv()),
      ],
      { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    cleanup.push(async () => child.kill('SIGKILL'));
    const [url] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];

    const enrolled = standIn.withholdNextAnswer('/course/enrol');
    const reference = await apply(url, TLI30321_INTAKES.february);
    await enrolled;
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(enrolmentsOf(reference)).toHaveLength(1);

    // The killed publisher's claim on the hand-off lasts its lease: the restarted one's clock is past it.
    const restarted = await publisher(
      dir.path,
      axcelerateEnv(),
      () => new Date(Date.now() + handoffConfig({}).leaseMs),
    );
    await waitFor(async () => (await waiting(restarted.url))?.waiting === 0, WAIT_MS, 'the hand-off after restart');

    expect(contactOf(reference)).toHaveLength(1);
    expect(enrolmentsOf(reference)).toEqual([
      { contactID: contactOf(reference)[0].CONTACTID, instanceID: INSTANCE_ID, type: 'p', tentative: true },
    ]);
  });
});
