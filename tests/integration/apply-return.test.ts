import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_COOKIE } from '../../contracts/applications/apply-routes.ts';
import { REFERENCE_IN_TEXT } from '../../contracts/applications/reference.ts';
import { ABOUT_YOU_MESSAGES } from '../../contracts/applications/validate-about-you.ts';
import { DRAFT_KEPT_MS, RESUME_LINK_MS } from '../../server/applications/application-store.ts';
import { NEXT_STEPS } from '../../server/apply/apply-pages.ts';
import { escapeHtml } from '../../server/forms/form-page.ts';
import {
  ABOUT_YOU,
  APPLICATION_STEPS,
  APPLY_BASE,
  applyToDone,
  BIRTH,
  FAMILY_NAME,
  learner,
  stepFields,
  USI,
  type Learner,
} from '../fixtures/apply-learner.ts';
import { bodyOf, mailServer, type ReceivedMail } from '../fixtures/mail-server.ts';
import { accountsDatabase, browser, STRONG_PASSWORD, uniqueEmail } from './accounts-harness.ts';
import { applyBuilder } from './fixtures/apply-release.ts';
import { startTestPublisher, tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

const SAVE_LATER = { then: 'save' };
/** What no page about a link, and no e-mail, may show of an application. */
const ANSWERS_SHOWN_NOWHERE = [
  FAMILY_NAME,
  'Amélie',
  USI,
  BIRTH.year,
  'amelie@example.com',
  'Jacaranda',
  '0412 345 678',
];

let now = new Date('2026-11-28T09:00:00+10:00').getTime();
const clock = () => new Date(now);
let smtp: Awaited<ReturnType<typeof mailServer>>;
let dir: Awaited<ReturnType<typeof tempDir>>;
let site: TestPublisher;

const start = async () => {
  site = await startTestPublisher(
    dir.path,
    applyBuilder(),
    {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Northwind Training <no-reply@northwind.example>',
      AUTH_RATE_LIMIT: '1000',
      CONTACT_RATE_LIMIT: '1000',
    },
    undefined,
    clock,
  );
  await waitFor(async () => (await site.status()).release, WAIT_MS, 'the first release');
};
beforeAll(async () => {
  smtp = await mailServer();
  dir = await tempDir('apply-return');
  await start();
});
afterAll(async () => {
  await site?.close();
  await smtp?.close();
  await dir?.remove();
});

const seeOther = (response: Response) => ({ status: response.status, location: response.headers.get('location') });

/** The newest e-mail to an address, once the mail server has it. */
const mailTo = (address: string, after = 0) =>
  waitFor(
    () => smtp.received.slice(after).findLast((mail) => mail.to === `<${address}>`),
    WAIT_MS,
    `an e-mail to ${address}`,
  );
/** The path and query of the link in an e-mail. */
const linkIn = (mail: ReceivedMail) => {
  const link = new URL(/https?:\/\/\S+\/apply\/\S+/.exec(bodyOf(mail))![0]);
  return `${link.pathname}${link.search}`;
};

/** Posts the steps up to and including `last`, that one with "Save and come back later". */
async function saveAt(who: Learner, last: string) {
  for (const [step, fields] of APPLICATION_STEPS) {
    const answer = await who.post(`${APPLY_BASE}/${step}`, step === last ? { ...fields, ...SAVE_LATER } : fields);
    if (step === last) return answer;
    expect(answer.status).toBe(303);
  }
  throw new Error(`No step ${last}`);
}

/** Saves at `step` with "Save and come back later", asks for the link, and gives it as e-mailed. */
async function linkSavedAt(who: Learner, step: string) {
  await saveAt(who, step);
  const before = smtp.received.length;
  await who.post(`${APPLY_BASE}/save`, {});
  return linkIn(await mailTo('amelie@example.com', before));
}

/** Whether any file under the publisher's data folder holds `text`. */
async function dataDirHolds(text: string) {
  const root = site.config.dataDir;
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && (await readFile(join(entry.parentPath, entry.name))).includes(text)) return true;
  return false;
}

/** Opens a link's page and presses its button, as the learner does: the token goes in the post, not the address. */
async function redeem(who: Learner, link: string) {
  const page = await who.get(link);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const token = /<input type="hidden" name="token" value="([^"]+)"/.exec(html)?.[1];
  return { page, html, pressed: action && token ? await who.post(action, { token }) : null };
}

const LINK_NOT_VALID = 'This link has been used or has expired';

describe('save and come back later', () => {
  it('e-mails a single-use link from a question page, which resumes every answer on another device', async () => {
    const first = learner(site.url);
    const saved = await saveAt(first, 'declaration');
    expect(seeOther(saved)).toEqual({ status: 303, location: `${APPLY_BASE}/save` });
    const savePage = await (await first.get(`${APPLY_BASE}/save`)).text();
    expect(savePage).toContain('<strong>amelie@example.com</strong>');
    expect(savePage).not.toContain('name="email"');
    const before = smtp.received.length;
    expect(seeOther(await first.post(`${APPLY_BASE}/save`, {}))).toEqual({
      status: 303,
      location: `${APPLY_BASE}/saved`,
    });
    expect(await (await first.get(`${APPLY_BASE}/saved`)).text()).toContain('Check your email');
    const mail = await mailTo('amelie@example.com', before);
    const link = linkIn(mail);
    const token = new URL(link, site.url).searchParams.get('token')!;
    for (const secret of ANSWERS_SHOWN_NOWHERE) expect(bodyOf(mail)).not.toContain(secret);
    // The token is in the e-mail and nowhere the publisher writes: only hashed in the database, and not in its logs.
    expect(await dataDirHolds(token)).toBe(false);
    expect(await dataDirHolds(createHash('sha256').update(token).digest('hex'))).toBe(true);
    const answersOnFirst = await (await first.get(`${APPLY_BASE}/check`)).text();

    // Another device: opening the link uses nothing up; pressing its button opens every answer.
    const second = learner(site.url);
    const { page, html, pressed } = await redeem(second, link);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('strict-origin');
    expect(page.headers.get('cache-control')).toBe('no-store');
    for (const secret of ANSWERS_SHOWN_NOWHERE) expect(html).not.toContain(escapeHtml(secret));
    expect(seeOther(pressed!)).toEqual({ status: 303, location: APPLY_BASE });
    expect(second.jar.has(DRAFT_COOKIE)).toBe(true);
    const answersOnSecond = await (await second.get(`${APPLY_BASE}/check`)).text();
    expect(answersOnSecond).toBe(answersOnFirst);
    for (const shown of [FAMILY_NAME, USI, '7/3/1998', 'Jacaranda Avenue', 'Certificate 3 Guarantee: $1,250'])
      expect(answersOnSecond).toContain(escapeHtml(shown));
    // The draft moved: the first device's cookie no longer opens it.
    expect(seeOther(await first.get(`${APPLY_BASE}/check`))).toEqual({ status: 303, location: APPLY_BASE });

    // Used: the link and its button each show the clear page, with nothing of the application.
    const again = await redeem(learner(site.url), link);
    expect(again.page.status).toBe(410);
    expect(again.html).toContain(LINK_NOT_VALID);
    expect(again.html).toContain(`href="${APPLY_BASE}"`);
    const replayed = await learner(site.url).post(`${APPLY_BASE}/resume`, { token });
    expect(replayed.status).toBe(410);
    const replayedPage = await replayed.text();
    expect(replayedPage).toContain(LINK_NOT_VALID);
    for (const secret of ANSWERS_SHOWN_NOWHERE) expect(replayedPage).not.toContain(escapeHtml(secret));

    expect(JSON.stringify(site.logs)).not.toContain(token);
    for (const url of [...first.urls, ...second.urls])
      for (const secret of ANSWERS_SHOWN_NOWHERE) expect(url).not.toContain(secret);
  });

  it('shows the clear page for a link past its 7 days, by the publisher’s clock', async () => {
    const link = await linkSavedAt(learner(site.url), 'about-you');
    now += RESUME_LINK_MS;
    const { page, html, pressed } = await redeem(learner(site.url), link);
    expect(page.status).toBe(410);
    expect(html).toContain(LINK_NOT_VALID);
    for (const secret of ANSWERS_SHOWN_NOWHERE) expect(html).not.toContain(escapeHtml(secret));
    expect(pressed).toBeNull();
    const token = new URL(link, site.url).searchParams.get('token')!;
    expect((await learner(site.url).post(`${APPLY_BASE}/resume`, { token })).status).toBe(410);
  });

  it('asks where to send the link when About you has not given an address, with the error beside the field', async () => {
    const applicant = learner(site.url);
    expect(seeOther(await saveAt(applicant, 'course'))).toEqual({ status: 303, location: `${APPLY_BASE}/save` });
    const refused = await applicant.post(`${APPLY_BASE}/save`, { email: 'kim-at-example' });
    expect(refused.status).toBe(422);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain('There is a problem');
    expect(refusedPage).toMatch(
      new RegExp(
        `id="email-error"[^>]*>.*${ABOUT_YOU_MESSAGES.emailInvalid}.*</p><input id="email"[^>]*value="kim-at-example"`,
      ),
    );
    const before = smtp.received.length;
    expect(seeOther(await applicant.post(`${APPLY_BASE}/save`, { email: 'kim@example.com' }))).toEqual({
      status: 303,
      location: `${APPLY_BASE}/saved`,
    });
    const { pressed } = await redeem(learner(site.url), linkIn(await mailTo('kim@example.com', before)));
    expect(seeOther(pressed!)).toEqual({ status: 303, location: APPLY_BASE });
  });

  it('refuses a save posted from another site, and sends nothing', async () => {
    const applicant = learner(site.url);
    await saveAt(applicant, 'about-you');
    const before = smtp.received.length;
    const response = await fetch(`${site.url}${APPLY_BASE}/save`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://elsewhere.example',
        cookie: `${DRAFT_COOKIE}=${applicant.jar.get(DRAFT_COOKIE)}`,
      },
      body: '',
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect(smtp.received.length).toBe(before);
  });
});

describe('the learner’s e-mail at Done', () => {
  it('repeats the reference and next steps, with the name and course and no other answer', async () => {
    const applicant = learner(site.url);
    const before = smtp.received.length;
    await applyToDone(applicant);
    const reference = REFERENCE_IN_TEXT.exec(await (await applicant.get(`${APPLY_BASE}/done`)).text())![0];
    const mail = await mailTo('amelie@example.com', before);
    const text = bodyOf(mail);
    for (const fact of [reference, 'TLI30321', 'Rose', NEXT_STEPS]) expect(text).toContain(fact);
    expect(mail.data).toContain(reference);
    for (const secret of [
      ...ANSWERS_SHOWN_NOWHERE.filter((secret) => secret !== 'Amélie' && secret !== 'amelie@example.com'),
      '4064',
      'Certificate 3 Guarantee',
      'Proof that you live in Queensland',
      'A trainer who reads',
    ])
      expect(text).not.toContain(secret);
  });
});

describe('applications on /account', () => {
  it('lists the applications started while signed in, continues a draft on another device, and shows no answer', async () => {
    const employer = browser(site.url);
    await employer.tab().signUp({ email: uniqueEmail(), password: STRONG_PASSWORD });
    const signedIn = learner(site.url);
    for (const [name, value] of employer.jar) signedIn.jar.set(name, value);
    const account = async (who: Learner) => (await who.get('/account')).text();
    expect(await account(signedIn)).toMatch(/<section data-account-applications hidden><\/section>/);

    expect((await signedIn.post(`${APPLY_BASE}/course`, stepFields('course'))).status).toBe(303);
    expect((await signedIn.post(`${APPLY_BASE}/about-you`, ABOUT_YOU)).status).toBe(303);
    const listed = await account(signedIn);
    expect(listed).toContain('Your applications to study');
    expect(listed).toMatch(/TLI30321 [^<]+<\/td><td[^>]*>Draft<\/td><td[^>]*>Not sent yet<\/td>/);
    for (const secret of ANSWERS_SHOWN_NOWHERE) expect(listed).not.toContain(escapeHtml(secret));

    // Signed in elsewhere, without the draft's cookie: Continue opens it there.
    const elsewhere = learner(site.url);
    for (const [name, value] of employer.jar) elsewhere.jar.set(name, value);
    const form = /<form method="post" action="([^"]+)"><input type="hidden" name="application" value="([^"]+)">/.exec(
      await account(elsewhere),
    )!;
    expect(seeOther(await elsewhere.post(form[1], { application: form[2] }))).toEqual({
      status: 303,
      location: APPLY_BASE,
    });
    expect(await (await elsewhere.get(`${APPLY_BASE}/about-you`)).text()).toContain(`value="${FAMILY_NAME}"`);
    // Another account, or none, cannot open it.
    const stranger = browser(site.url);
    await stranger.tab().signUp({ email: uniqueEmail('kim'), password: STRONG_PASSWORD });
    const other = learner(site.url);
    for (const [name, value] of stranger.jar) other.jar.set(name, value);
    expect(seeOther(await other.post(form[1], { application: form[2] }))).toEqual({
      status: 303,
      location: '/account',
    });
    expect(other.jar.has(DRAFT_COOKIE)).toBe(false);
    expect(await account(other)).not.toContain('TLI30321');

    await applyToDone(elsewhere);
    const reference = REFERENCE_IN_TEXT.exec(await (await elsewhere.get(`${APPLY_BASE}/done`)).text())![0];
    const sent = await account(signedIn);
    expect(sent).toMatch(
      new RegExp(
        `TLI30321 [^<]+</td><td[^>]*>${reference}</td><td[^>]*>(Sent|With our training team)</td><td[^>]*></td>`,
      ),
    );
    expect(sent).not.toContain('Continue');

    // Deleting the account forgets which applications were its; the applications themselves stay.
    const tied = () => accountsDatabase(site).prepare('SELECT COUNT(*) AS n FROM application_accounts').get()!.n;
    const before = tied();
    expect(await employer.tab().deleteAccount(STRONG_PASSWORD)).toMatchObject({ error: null });
    expect(tied()).toBe(Number(before) - 1);
    expect(REFERENCE_IN_TEXT.exec(await (await elsewhere.get(`${APPLY_BASE}/done`)).text())?.[0]).toBe(reference);
  });
});

describe('drafts untouched for 30 days', () => {
  it('are deleted by the publisher’s sweep, with their links; a draft changed since is kept', async () => {
    const stale = learner(site.url);
    const link = await linkSavedAt(stale, 'about-you');
    const touched = learner(site.url);
    await saveAt(touched, 'about-you');
    now += DRAFT_KEPT_MS / 2;
    expect((await touched.post(`${APPLY_BASE}/usi`, stepFields('usi'))).status).toBe(303);
    now += DRAFT_KEPT_MS / 2 + 1;
    // The sweep runs as the publisher starts, then hourly, each time by its clock.
    await site.close();
    await start();
    expect(site.logs).toContainEqual(expect.objectContaining({ event: 'applications.swept' }));
    // The same browsers, on the publisher's new port.
    const [staleAgain, touchedAgain] = [stale, touched].map((who) => {
      const again = learner(site.url);
      for (const [name, value] of who.jar) again.jar.set(name, value);
      return again;
    });
    expect((await (await staleAgain.get(APPLY_BASE)).text()).match(/Not yet started/g)).toHaveLength(7);
    expect((await redeem(learner(site.url), link)).page.status).toBe(410);
    expect(await (await touchedAgain.get(`${APPLY_BASE}/about-you`)).text()).toContain(`value="${FAMILY_NAME}"`);
  });
});
