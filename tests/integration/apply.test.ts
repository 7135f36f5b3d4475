import { readdir, readFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLY_FROM_CHECKER_PATH, APPLY_PATH, DRAFT_COOKIE } from '../../contracts/applications/apply-routes.ts';
import { FEES_AND_FUNDING_PATH } from '../../contracts/routes.ts';
import { ABOUT_YOU_MESSAGES } from '../../contracts/applications/validate-about-you.ts';
import { COURSE_MESSAGES } from '../../contracts/applications/validate-course.ts';
import { USI_MESSAGES } from '../../contracts/usi.ts';
import { escapeHtml } from '../../server/forms/form-page.ts';
import { applyBuilder, tli30321ApplyData } from './fixtures/apply-release.ts';
import {
  ABOUT_YOU,
  APPLY_BASE,
  BIRTH,
  FAMILY_NAME,
  learner,
  QLD_C3G_ANSWERS,
  stepFields,
  USI,
} from '../fixtures/apply-learner.ts';
import { startTestPublisher, tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';
import { REFERENCE_IN_TEXT } from '../../contracts/applications/reference.ts';
import { OUTGOING_DIR } from '../../server/handoff/adapters/files.ts';
import { PUBLISH_STATUS_PATH, type PublishStatus } from '../../contracts/publish-status.ts';

let site: TestPublisher;
let dir: { path: string; remove: () => Promise<void> };
beforeAll(async () => {
  dir = await tempDir('apply');
  site = await startTestPublisher(dir.path, applyBuilder());
  await waitFor(async () => (await site.status()).release, WAIT_MS, 'the first release');
});
afterAll(async () => {
  await site?.close();
  await dir?.remove();
});

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
    const browser = learner(site.url);
    const tasks = await browser.get(APPLY_BASE);
    expect(tasks.status).toBe(200);
    const taskList = await tasks.text();
    expect(taskList).toContain('<header>Northwind Training</header>');
    expect(taskList).toContain('<title>Your application - Apply for TLI30321 | Northwind Training</title>');
    expect(taskList.match(/Not yet started/g)).toHaveLength(7);

    const empty = await browser.post(`${APPLY_BASE}/course`, {});
    expect(empty.status).toBe(422);
    const emptyPage = await empty.text();
    expect(emptyPage).toContain('There is a problem');
    expect(emptyPage).toContain(`<a class="underline" href="#intake">${COURSE_MESSAGES.intake}</a>`);
    expect(emptyPage).toMatch(new RegExp(`id="intake-error"[^>]*>.*${COURSE_MESSAGES.intake}`));
    expect(browser.jar.has(DRAFT_COOKIE)).toBe(false);

    const course = await browser.post(`${APPLY_BASE}/course`, stepFields('course'));
    expect(seeOther(course)).toEqual({ status: 303, location: `${APPLY_BASE}/funding` });
    expect(course.headers.getSetCookie()[0]).toMatch(
      new RegExp(`^${DRAFT_COOKIE}=[\\w-]+; Path=/apply; .*HttpOnly; SameSite=Lax`),
    );

    const funding = await browser.post(`${APPLY_BASE}/funding`, stepFields('funding'));
    expect(seeOther(funding)).toEqual({ status: 303, location: `${APPLY_BASE}/about-you` });

    const badEmail = await browser.post(`${APPLY_BASE}/about-you`, { ...ABOUT_YOU, email: 'amelie-at-example' });
    expect(badEmail.status).toBe(422);
    const badEmailPage = await badEmail.text();
    expect(badEmailPage).toContain(ABOUT_YOU_MESSAGES.emailInvalid);
    expect(badEmailPage).toContain(`value="${FAMILY_NAME}"`);
    expect(badEmailPage).toContain('value="amelie-at-example"');
    expect(badEmailPage).toContain(`value="${escapeHtml('Amélie Rose')}"`);
    const aboutYou = await browser.post(`${APPLY_BASE}/about-you`, ABOUT_YOU);
    expect(seeOther(aboutYou)).toEqual({ status: 303, location: `${APPLY_BASE}/usi` });

    const refused = await browser.post(`${APPLY_BASE}/usi`, { status: 'have', usi: '5U9HD88TA3' });
    expect(refused.status).toBe(422);
    const refusedPage = await refused.text();
    expect(refusedPage).toMatch(
      new RegExp(`id="usi-error"[^>]*>.*${USI_MESSAGES.check}.*</p><input id="usi"[^>]*value="5U9HD88TA3"`),
    );
    for (const accepted of ['ZTCP6RPU6M', 'KLP2ZP6NCW', 'W2NBT2FW66', USI.toLowerCase()]) {
      const saved = await browser.post(`${APPLY_BASE}/usi`, { status: 'have', usi: accepted });
      expect(seeOther(saved)).toEqual({ status: 303, location: `${APPLY_BASE}/background` });
    }

    const background = await browser.post(`${APPLY_BASE}/background`, stepFields('background'));
    expect(seeOther(background)).toEqual({ status: 303, location: `${APPLY_BASE}/review` });
    const review = await browser.post(`${APPLY_BASE}/review`, stepFields('review'));
    expect(seeOther(review)).toEqual({ status: 303, location: `${APPLY_BASE}/declaration` });
    const declaration = await browser.post(`${APPLY_BASE}/declaration`, stepFields('declaration'));
    expect(seeOther(declaration)).toEqual({ status: 303, location: `${APPLY_BASE}/check` });

    const check = await (await browser.get(`${APPLY_BASE}/check`)).text();
    for (const shown of [
      FAMILY_NAME,
      USI,
      '7/3/1998',
      'Jacaranda Avenue',
      'Certificate 3 Guarantee: $1,250',
      'Australia',
    ])
      expect(check).toContain(escapeHtml(shown));
    expect(check).toContain(`href="${APPLY_BASE}/about-you?return=check"`);
    const changed = await browser.post(`${APPLY_BASE}/about-you?return=check`, {
      ...ABOUT_YOU,
      mobile: '0412 999 888',
    });
    expect(seeOther(changed)).toEqual({ status: 303, location: `${APPLY_BASE}/check` });
    expect(await (await browser.get(`${APPLY_BASE}/check`)).text()).toContain('0412 999 888');

    const sent = await browser.post(`${APPLY_BASE}/check`, {});
    expect(seeOther(sent)).toEqual({ status: 303, location: `${APPLY_BASE}/done` });
    expect(browser.jar.has(DRAFT_COOKIE)).toBe(false);
    const done = await (await browser.get(`${APPLY_BASE}/done`)).text();
    const reference = REFERENCE_IN_TEXT.exec(done)?.[0];
    expect(reference).toBeDefined();
    expect(site.logs.some((line) => line.event === 'applications.submitted' && line.reference === reference)).toBe(
      true,
    );
    expect(done).toContain('This course suits you, with the support we will arrange');
    expect(done).toContain('A trainer who reads the learning materials through with you');
    expect(done).toContain('Proof that you live in Queensland');

    // Sending again, or the old draft's pages, find nothing to send.
    expect(seeOther(await browser.post(`${APPLY_BASE}/check`, {}))).toEqual({ status: 303, location: APPLY_BASE });

    const secrets = [FAMILY_NAME, USI, JSON.stringify(BIRTH), 'amelie@example.com', 'Jacaranda'];
    for (const url of browser.urls) for (const secret of secrets) expect(url).not.toContain(secret);
    const logs = JSON.stringify(site.logs);
    for (const secret of secrets) expect(logs).not.toContain(secret);
    // The hand-off's folder for the student management system is the one place the answers are in plain text.
    const handedOff = join(site.config.dataDir, OUTGOING_DIR, reference!);
    const application = await waitFor(
      () => readFile(join(handedOff, 'application.json'), 'utf8').catch(() => undefined),
      WAIT_MS,
      'the application handed to the student management system',
    );
    expect(application).toContain(FAMILY_NAME);
    expect((await readdir(handedOff)).filter((file) => file.startsWith('NAT'))).toHaveLength(4);
    // The Studio's Publishing tool: nothing left waiting, once the hand-off has recorded what its folder shows.
    const status = await waitFor(
      async () => {
        const answer = (await (await fetch(`${site.url}${PUBLISH_STATUS_PATH}`)).json()) as PublishStatus;
        return answer.applications?.waiting === 0 ? answer : undefined;
      },
      WAIT_MS,
      'the Publishing tool to count no application waiting',
    );
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
    const browser = learner(site.url);
    const checker = new URLSearchParams({ ...QLD_C3G_ANSWERS, price: 'Certificate 3 Guarantee' });
    const page = await (await browser.get(`${APPLY_BASE}/course?${checker.toString()}&familyName=Smith`)).text();
    expect(page).toMatch(/<input id="state" name="state" type="radio" value="QLD"[^>]* checked>/);
    const action = /<form method="post" action="([^"]+)"/.exec(page)![1].replaceAll('&#38;', '&');
    const carried = (query: URLSearchParams) => [...query].sort(([a], [b]) => a.localeCompare(b));
    expect(carried(new URLSearchParams(action.split('?')[1]))).toEqual(carried(checker));
    const course = await browser.post(action, { intake: 'any-time', deliveryMode: 'workplace', state: 'QLD' });
    expect(seeOther(course)).toEqual({ status: 303, location: `${APPLY_BASE}/about-you` });
    const funding = await (await browser.get(`${APPLY_BASE}/funding`)).text();
    expect(funding).toMatch(/value="Certificate 3 Guarantee" [^>]*checked>/);
    expect(funding).toMatch(/<input id="age" name="age" type="text" value="28"/);
  });

  it('takes a fee checker’s form to the chosen course’s "Your funding", where the learner chooses a price', async () => {
    const browser = learner(site.url);
    const checker = new URLSearchParams({ course: 'TLI30321', ...QLD_C3G_ANSWERS });
    const sent = await browser.get(`${APPLY_FROM_CHECKER_PATH}?${checker.toString()}&familyName=Smith`);
    const { status, location } = seeOther(sent);
    expect(status).toBe(303);
    const [path, query] = location!.split('?');
    expect(path).toBe(`${APPLY_BASE}/funding`);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual(QLD_C3G_ANSWERS);

    const funding = await (await browser.get(location!)).text();
    expect(funding).toMatch(/<input id="age" name="age" type="text" value="28"/);
    expect(funding).toContain('Certificate 3 Guarantee: $');
    expect(funding).toContain('(you are eligible)');
    expect(funding).not.toMatch(/name="priceName"[^>]* checked>/);
    const action = /<form method="post" action="([^"]+)"/.exec(funding)![1].replaceAll('&#38;', '&');
    const chosen = await browser.post(action, { ...QLD_C3G_ANSWERS, priceName: 'Certificate 3 Guarantee' });
    expect(seeOther(chosen)).toEqual({ status: 303, location: `${APPLY_BASE}/course` });
    const course = await (await browser.get(`${APPLY_BASE}/course`)).text();
    expect(course).toMatch(/<input id="state" name="state" type="radio" value="QLD"[^>]* checked>/);
  });

  it('takes a fee checker’s form for a course not open for applications to the courses that are, and none back to the checker', async () => {
    const answers = new URLSearchParams(QLD_C3G_ANSWERS).toString();
    const redirect = async (query: string) =>
      seeOther(await fetch(`${site.url}${APPLY_FROM_CHECKER_PATH}?${query}`, { redirect: 'manual' }));
    expect(await redirect(`course=BSB50120&${answers}`)).toEqual({ status: 303, location: APPLY_PATH });
    expect(await redirect(answers)).toEqual({ status: 303, location: FEES_AND_FUNDING_PATH });
    expect((await fetch(`${site.url}${APPLY_FROM_CHECKER_PATH}`, { method: 'DELETE' })).status).toBe(405);
  });

  it('answers /apply itself with the courses open for applications, each to its task list, and how to apply for others', async () => {
    const response = await fetch(`${site.url}${APPLY_PATH}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<header>Northwind Training</header>');
    expect(page).toContain('<title>Apply online | Northwind Training</title>');
    expect(page).not.toContain('Apply by e-mail or phone');
    const { courses, contact } = tli30321ApplyData();
    expect(
      [...page.matchAll(/<li[^>]*><a[^>]* href="([^"]+)">([^<]+)<\/a><\/li>/g)].map(([, href, text]) => [href, text]),
    ).toEqual(courses.map(({ code, title }) => [`${APPLY_PATH}/${code}`, `${code} ${title}`]));
    expect(page).toContain(`href="mailto:${contact.email}"`);
    expect(page).toContain(escapeHtml(contact.phone));
    expect((await fetch(`${site.url}${APPLY_PATH}`, { method: 'HEAD' })).status).toBe(200);
  });

  it('refuses a post from another site, and keeps nothing of it', async () => {
    const response = await fetch(`${site.url}${APPLY_BASE}/course`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
      body: new URLSearchParams({ intake: 'any-time', deliveryMode: 'workplace', state: 'QLD' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('sends an address with the course code in lower case, as a course page writes it, to the application', async () => {
    const response = await fetch(`${site.url}/apply/tli30321/course?state=QLD`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${APPLY_BASE}/course?state=QLD`);
  });

  it('answers an unknown step with the site’s 404 page', async () => {
    expect((await fetch(`${site.url}${APPLY_BASE}/payment`)).status).toBe(404);
  });

  it('tells a learner whose link is to a course that takes no applications online how to apply, not Page Not Found', async () => {
    const { contact } = tli30321ApplyData();
    // TLIF0025 has a page in the release but takes no applications online: a coordinator closed it after a learner
    // saved a draft and was e-mailed its link.
    const closed = await fetch(`${site.url}/apply/TLIF0025/resume?token=abc`);
    expect(closed.status).toBe(404);
    const page = await closed.text();
    expect(page).toContain('<header>Northwind Training</header>');
    expect(page).toContain('<title>This course does not take applications online | Northwind Training</title>');
    expect(page).toMatch(/<h1[^>]*>This course does not take applications online<\/h1>/);
    expect(page).toContain('TLIF0025 does not take applications online.');
    expect(page).toContain(`href="mailto:${contact.email}"`);
    expect(page).toContain(escapeHtml(contact.phone));
    expect(page).toContain('href="/courses/tlif0025"');
    expect(page).toContain(`href="${APPLY_BASE}"`);

    // A course the release has no page for is not linked to.
    const unknown = await fetch(`${site.url}/apply/BSB50120/course`);
    expect(unknown.status).toBe(404);
    const unknownPage = await unknown.text();
    expect(unknownPage).toContain('BSB50120 does not take applications online.');
    expect(unknownPage).not.toContain('href="/courses/bsb50120"');

    // A step posted there is checked as any other: from another site, it is refused.
    const crossSite = await fetch(`${site.url}/apply/TLIF0025/course`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
      body: new URLSearchParams({ intake: 'any-time' }),
    });
    expect(crossSite.status).toBe(403);
  });

  it('sends the check of answers back to the task list until every section is complete', async () => {
    const browser = learner(site.url);
    expect(seeOther(await browser.get(`${APPLY_BASE}/check`))).toEqual({ status: 303, location: APPLY_BASE });
  });

  it('sends a question page compressed as the release’s pages are, but never one whose address carries a query', async () => {
    const raw = (path: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        const request = httpGet(
          `${site.url}${path}`,
          { headers: { 'accept-encoding': 'gzip, deflate, br' } },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () =>
              resolve({
                encoding: answer.headers['content-encoding'],
                vary: answer.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        request.on('error', reject);
      });
    const page = await raw(`${APPLY_BASE}/course`);
    expect(page.encoding).toBe('br');
    expect(page.vary).toMatch(/Accept-Encoding/);
    expect(page.vary).toMatch(/Cookie/);
    const html = brotliDecompressSync(page.body).toString('utf8');
    expect(html).toContain('<h1');
    expect(page.body.length).toBeLessThan(Buffer.byteLength(html) / 2);

    // A resume or reset link's token, or a fee checker's answers, come in the query: those pages go as they are.
    const withQuery = await raw(`${APPLY_BASE}/funding?state=QLD`);
    expect(withQuery.encoding).toBeUndefined();
    expect(withQuery.body.toString('utf8')).toContain('<h1');
  });
});
