import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_COOKIE } from '../../contracts/applications/apply-routes.ts';
import { ABOUT_YOU_MESSAGES } from '../../contracts/applications/validate-about-you.ts';
import { COURSE_MESSAGES } from '../../contracts/applications/validate-course.ts';
import { USI_MESSAGES } from '../../contracts/usi.ts';
import { escapeHtml } from '../../server/forms/form-page.ts';
import { applyBuilder } from './fixtures/apply-release.ts';
import { startTestPublisher, tempDir, waitFor, type TestPublisher } from './harness.ts';
import { REFERENCE_IN_TEXT } from '../../contracts/applications/reference.ts';
import { OUTGOING_DIR } from '../../server/handoff/adapters/files.ts';
import { PUBLISH_STATUS_PATH, type PublishStatus } from '../../contracts/publish-status.ts';

const FAMILY_NAME = 'Quenneville-Zarkovic';
const USI = '2GF2UGXXV8';
const BIRTH = { day: '7', month: '3', year: '1998' };
const BASE = '/apply/TLI30321';

const ABOUT_YOU = {
  familyName: FAMILY_NAME,
  givenNames: 'Amélie Rose',
  'dateOfBirth.day': BIRTH.day,
  'dateOfBirth.month': BIRTH.month,
  'dateOfBirth.year': BIRTH.year,
  sex: 'F',
  email: 'amelie@example.com',
  mobile: '0412 345 678',
  'residential.streetNumber': '9',
  'residential.streetName': 'Jacaranda Avenue',
  'residential.suburb': 'Paddington',
  'residential.state': '03',
  'residential.postcode': '4064',
};

/** The fee checker's answers of a Queensland Certificate 3 Guarantee learner, under its own names. */
const QLD_C3G_ANSWERS = {
  state: 'QLD',
  age: '28',
  school: 'left',
  residency: 'citizen',
  highest: 'cert-i-ii',
  enrolled: 'none',
  concession: 'no',
};

let site: TestPublisher;
let dir: { path: string; remove: () => Promise<void> };
beforeAll(async () => {
  dir = await tempDir('apply');
  site = await startTestPublisher(dir.path, applyBuilder());
  await waitFor(async () => (await site.status()).release, 20_000, 'the first release');
});
afterAll(async () => {
  await site?.close();
  await dir?.remove();
});

/** A browser without JavaScript: one cookie jar, forms posted from the site's own pages, redirects not followed. */
function learner() {
  const jar = new Map<string, string>();
  const urls: string[] = [];
  const request = async (path: string, init: RequestInit = {}) => {
    urls.push(path);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(`${site.url}${path}`, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return response;
  };
  return {
    urls,
    jar,
    get: (path: string) => request(path),
    post: (path: string, fields: Record<string, string | string[]>) => {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields))
        for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
      return request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
        body,
      });
    },
  };
}

const seeOther = (response: Response) => ({ status: response.status, location: response.headers.get('location') });

/** Every file under a folder, as bytes. */
async function filesUnder(folder: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile())
      files.set(join(entry.parentPath, entry.name), await readFile(join(entry.parentPath, entry.name)));
  return files;
}

describe('applying online without JavaScript', () => {
  it('takes every step by plain form posts answered with 303, to Done with a reference and the review’s advice', async () => {
    const browser = learner();
    const tasks = await browser.get(BASE);
    expect(tasks.status).toBe(200);
    const taskList = await tasks.text();
    expect(taskList).toContain('<header>Northwind Training</header>');
    expect(taskList).toContain('<title>Your application - Apply for TLI30321 | Northwind Training</title>');
    expect(taskList.match(/Not yet started/g)).toHaveLength(7);

    const empty = await browser.post(`${BASE}/course`, {});
    expect(empty.status).toBe(422);
    const emptyPage = await empty.text();
    expect(emptyPage).toContain('There is a problem');
    expect(emptyPage).toContain(`<a class="underline" href="#intake">${COURSE_MESSAGES.intake}</a>`);
    expect(emptyPage).toMatch(new RegExp(`id="intake-error"[^>]*>.*${COURSE_MESSAGES.intake}`));
    expect(browser.jar.has(DRAFT_COOKIE)).toBe(false);

    const course = await browser.post(`${BASE}/course`, {
      intake: 'intake-tli30321-2027-02-02',
      deliveryMode: 'workplace',
      state: 'QLD',
    });
    expect(seeOther(course)).toEqual({ status: 303, location: `${BASE}/funding` });
    expect(course.headers.getSetCookie()[0]).toMatch(
      new RegExp(`^${DRAFT_COOKIE}=[\\w-]+; Path=/apply; .*HttpOnly; SameSite=Lax`),
    );

    const funding = await browser.post(`${BASE}/funding`, {
      ...QLD_C3G_ANSWERS,
      priceName: 'Certificate 3 Guarantee',
    });
    expect(seeOther(funding)).toEqual({ status: 303, location: `${BASE}/about-you` });

    const badEmail = await browser.post(`${BASE}/about-you`, { ...ABOUT_YOU, email: 'amelie-at-example' });
    expect(badEmail.status).toBe(422);
    const badEmailPage = await badEmail.text();
    expect(badEmailPage).toContain(ABOUT_YOU_MESSAGES.emailInvalid);
    expect(badEmailPage).toContain(`value="${FAMILY_NAME}"`);
    expect(badEmailPage).toContain('value="amelie-at-example"');
    expect(badEmailPage).toContain(`value="${escapeHtml('Amélie Rose')}"`);
    const aboutYou = await browser.post(`${BASE}/about-you`, ABOUT_YOU);
    expect(seeOther(aboutYou)).toEqual({ status: 303, location: `${BASE}/usi` });

    const refused = await browser.post(`${BASE}/usi`, { status: 'have', usi: '5U9HD88TA3' });
    expect(refused.status).toBe(422);
    const refusedPage = await refused.text();
    expect(refusedPage).toMatch(
      new RegExp(`id="usi-error"[^>]*>.*${USI_MESSAGES.check}.*</p><input id="usi"[^>]*value="5U9HD88TA3"`),
    );
    for (const accepted of ['ZTCP6RPU6M', 'KLP2ZP6NCW', 'W2NBT2FW66', USI.toLowerCase()]) {
      const saved = await browser.post(`${BASE}/usi`, { status: 'have', usi: accepted });
      expect(seeOther(saved)).toEqual({ status: 303, location: `${BASE}/background` });
    }

    const background = await browser.post(`${BASE}/background`, {
      countryOfBirth: '1101',
      otherLanguage: 'N',
      indigenousStatus: '4',
      disability: 'N',
      highestSchoolLevel: '12',
      atSchool: 'N',
      priorEducation: 'N',
      labourForceStatus: '01',
      studyReason: '01',
    });
    expect(seeOther(background)).toEqual({ status: 303, location: `${BASE}/review` });
    const review = await browser.post(`${BASE}/review`, {
      'answers.goal': 'job',
      'answers.device': 'yes',
      'answers.reading': 'some-help',
      'answers.numbers': 'easy',
      supportNeeds: '',
    });
    expect(seeOther(review)).toEqual({ status: 303, location: `${BASE}/declaration` });
    const declaration = await browser.post(`${BASE}/declaration`, {
      privacyNotice: 'yes',
      sensitiveConsent: 'yes',
      declaration: 'yes',
    });
    expect(seeOther(declaration)).toEqual({ status: 303, location: `${BASE}/check` });

    const check = await (await browser.get(`${BASE}/check`)).text();
    for (const shown of [
      FAMILY_NAME,
      USI,
      '7/3/1998',
      'Jacaranda Avenue',
      'Certificate 3 Guarantee: $1,250',
      'Australia',
    ])
      expect(check).toContain(escapeHtml(shown));
    expect(check).toContain(`href="${BASE}/about-you?return=check"`);
    const changed = await browser.post(`${BASE}/about-you?return=check`, { ...ABOUT_YOU, mobile: '0412 999 888' });
    expect(seeOther(changed)).toEqual({ status: 303, location: `${BASE}/check` });
    expect(await (await browser.get(`${BASE}/check`)).text()).toContain('0412 999 888');

    const sent = await browser.post(`${BASE}/check`, {});
    expect(seeOther(sent)).toEqual({ status: 303, location: `${BASE}/done` });
    expect(browser.jar.has(DRAFT_COOKIE)).toBe(false);
    const done = await (await browser.get(`${BASE}/done`)).text();
    const reference = REFERENCE_IN_TEXT.exec(done)?.[0];
    expect(reference).toBeDefined();
    expect(site.logs.some((line) => line.event === 'applications.submitted' && line.reference === reference)).toBe(
      true,
    );
    expect(done).toContain('This course suits you, with the support we will arrange');
    expect(done).toContain('A trainer who reads the learning materials through with you');
    expect(done).toContain('Proof that you live in Queensland');

    // Sending again, or the old draft's pages, find nothing to send.
    expect(seeOther(await browser.post(`${BASE}/check`, {}))).toEqual({ status: 303, location: BASE });

    const secrets = [FAMILY_NAME, USI, JSON.stringify(BIRTH), 'amelie@example.com', 'Jacaranda'];
    for (const url of browser.urls) for (const secret of secrets) expect(url).not.toContain(secret);
    const logs = JSON.stringify(site.logs);
    for (const secret of secrets) expect(logs).not.toContain(secret);
    // The hand-off's folder for the student management system is the one place the answers are in plain text.
    const handedOff = join(site.config.dataDir, OUTGOING_DIR, reference!);
    const application = await waitFor(
      () => readFile(join(handedOff, 'application.json'), 'utf8').catch(() => undefined),
      10_000,
      'the application handed to the student management system',
    );
    expect(application).toContain(FAMILY_NAME);
    expect((await readdir(handedOff)).filter((file) => file.startsWith('NAT'))).toHaveLength(4);
    // The Studio's Publishing tool: nothing left waiting.
    const status = (await (await fetch(`${site.url}${PUBLISH_STATUS_PATH}`)).json()) as PublishStatus;
    expect(status.applications).toEqual({ waiting: 0, oldestWaitingSince: null, lastError: null });
    const files = await filesUnder(site.config.dataDir);
    expect([...files.keys()].some((file) => file.endsWith('accounts.sqlite'))).toBe(true);
    const plain = [...files].flatMap(([file, bytes]) =>
      file.startsWith(handedOff)
        ? []
        : [FAMILY_NAME, USI, JSON.stringify(BIRTH)]
            .filter((secret) => bytes.includes(secret))
            .map((secret) => `${file}: ${secret}`),
    );
    expect(plain).toEqual([]);
  });

  it('takes the fee checker’s answers and chosen price from the link, so "Your funding" is not asked again', async () => {
    const browser = learner();
    const checker = new URLSearchParams({ ...QLD_C3G_ANSWERS, price: 'Certificate 3 Guarantee' });
    const page = await (await browser.get(`${BASE}/course?${checker.toString()}&familyName=Smith`)).text();
    expect(page).toMatch(/<input id="state" name="state" type="radio" value="QLD"[^>]* checked>/);
    const action = /<form method="post" action="([^"]+)"/.exec(page)![1].replaceAll('&#38;', '&');
    const carried = (query: URLSearchParams) => [...query].sort(([a], [b]) => a.localeCompare(b));
    expect(carried(new URLSearchParams(action.split('?')[1]))).toEqual(carried(checker));
    const course = await browser.post(action, { intake: 'any-time', deliveryMode: 'workplace', state: 'QLD' });
    expect(seeOther(course)).toEqual({ status: 303, location: `${BASE}/about-you` });
    const funding = await (await browser.get(`${BASE}/funding`)).text();
    expect(funding).toMatch(/value="Certificate 3 Guarantee" [^>]*checked>/);
    expect(funding).toMatch(/<input id="age" name="age" type="text" value="28"/);
  });

  it('refuses a post from another site, and keeps nothing of it', async () => {
    const response = await fetch(`${site.url}${BASE}/course`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
      body: new URLSearchParams({ intake: 'any-time', deliveryMode: 'workplace', state: 'QLD' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers an unknown course or step with the site’s 404 page', async () => {
    expect((await fetch(`${site.url}/apply/BSB50120/course`)).status).toBe(404);
    expect((await fetch(`${site.url}${BASE}/payment`)).status).toBe(404);
  });

  it('sends the check of answers back to the task list until every section is complete', async () => {
    const browser = learner();
    expect(seeOther(await browser.get(`${BASE}/check`))).toEqual({ status: 303, location: BASE });
  });
});
