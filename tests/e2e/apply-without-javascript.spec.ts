import type { Page } from '@playwright/test';
import { axeViolations, expect, test, VIEWPORTS } from './fixtures';
import { REFERENCE_IN_TEXT } from '../../contracts/applications/reference.ts';
import { answerAsQueenslander, checker, liveRegion } from './fee-checker-answers.ts';
import { mailTextTo } from './mailbox.ts';
import { faintOnPaper, squeezedBoxes, wrappedInline } from './layout-audit.ts';

// Applying online for TLI30321 (issue 42): every step a plain form post to the real publisher, answered with 303.
// Without JavaScript at all; and with it, clean under axe on every step at a phone's width and a desktop's (axe
// needs scripts to run).

const FAMILY_NAME = 'Nguyen-Okafor';

type Check = (page: Page) => Promise<void>;
const cleanUnderAxe: Check = async (page) => {
  expect(await axeViolations(page)).toEqual([]);
  expect(await squeezedBoxes(page)).toEqual([]);
};
/**
 * What search engines and link previews read of a page of the application: the page itself, not the static host's
 * page the publisher puts it in ("cannot take applications online"). A question page gives its own address; Done,
 * which shows a reference, stays out of search engines.
 */
const headOfThePage: Check = async (page) => {
  const path = new URL(page.url()).pathname;
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute('content', /^Apply online for TLI30321|^Application sent/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    (await description.getAttribute('content'))!,
  );
  if (path.endsWith('/done')) {
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  } else {
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`));
  }
};

/**
 * What a learner who prints "Check your answers" or Done keeps: every answer, none split over two sheets, without
 * the links and buttons that paper cannot follow; and on Done the course, the reference and how to reach the team
 * (the site's header and footer do not print). Every text is dark on the paper.
 */
const onPaper: Check = async (page) => {
  const path = new URL(page.url()).pathname;
  if (!/\/(check|done)$/.test(path)) return;
  await page.emulateMedia({ media: 'print' });
  const main = page.getByRole('main');
  if (path.endsWith('/check')) {
    for (const control of [
      main.getByRole('link', { name: 'Back', exact: true }),
      ...(await main.getByRole('link', { name: /^Change / }).all()),
      main.getByRole('button', { name: 'Send application' }),
      main.getByRole('link', { name: 'Save and come back later' }),
    ])
      await expect(control).toBeHidden();
    const rows = main.locator('dl > div');
    expect(await rows.count()).toBeGreaterThan(20);
    for (const breaks of await rows.evaluateAll((all) => all.map((row) => getComputedStyle(row).breakInside)))
      expect(breaks).toBe('avoid');
  } else {
    await expect(main).toContainText('Apply for TLI30321 Certificate III in Supply Chain Operations');
    await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(main.getByRole('link', { name: /^[\d ]+$/ })).toHaveAttribute('href', /^tel:\d+$/);
  }
  await page.emulateMedia({ media: 'screen' });
  expect(await faintOnPaper(page)).toEqual([]);
};

async function saveAndContinue(page: Page, next: RegExp, check: Check) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(next);
  await check(page);
}

const group = (page: Page, name: string | RegExp) => page.getByRole('group', { name });

/** "Your course": its error summary leads to the first field, then the learner answers it. */
async function answerYourCourse(page: Page, check: Check) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('When, how and where do you want to study?');
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/apply/TLI30321');
  await check(page);

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('alert')).toContainText('There is a problem');
  await page.getByRole('alert').getByRole('link', { name: 'Select when you want to start' }).click();
  await expect(page.getByLabel('Start any time')).toBeFocused();
  await check(page);
  await page.getByLabel('Start any time').check();
  await page.getByLabel('Workplace-based').check();
  await group(page, 'Which state or territory will you study in?').getByLabel('Queensland').check();
}

/** From "Apply online" on the course page: "Your course", then "Your funding" answered on its own page. */
async function startFromApplyOnline(page: Page, check: Check) {
  await page.goto('/courses/tli30321');
  await page.getByRole('link', { name: 'Apply online' }).click();
  await expect(page).toHaveURL(/\/apply\/TLI30321\/course$/);
  await answerYourCourse(page, check);
  await saveAndContinue(page, /\/funding$/, check);

  await group(page, 'Which state or territory do you live in?').getByLabel('Queensland').check();
  await page.getByLabel('How old are you?').fill('28');
  await page.getByLabel(/^Certificate 3 Guarantee:/).check();
  await saveAndContinue(page, /\/about-you$/, check);
}

/**
 * From the course page's fee checker, answered as a Queensland school leaver with a concession card: without
 * JavaScript, "Show what I pay" opens "Your funding" with the answers, which shows each price by the funding
 * engine; the learner chooses the Certificate 3 Guarantee's, and "Your course" already has their state.
 */
async function startFromFeeChecker(page: Page, check: Check) {
  await page.goto('/courses/tli30321');
  await expect(page.getByText(/“Show what I pay” opens your application with your answers/)).toBeVisible();
  await answerAsQueenslander(page);
  await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
  await expect(page).toHaveURL(/\/apply\/TLI30321\/funding\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which price are you applying for?');
  await expect(page.getByLabel('How old are you?')).toHaveValue('15');
  const prices = group(page, 'The price you are applying for');
  await expect(prices.getByRole('radio')).toHaveCount(3);
  const concession = prices.getByLabel(/^Certificate 3 Guarantee, concession: .+ \(you are eligible\)$/);
  await expect(concession).not.toBeChecked();
  await check(page);
  await concession.check();
  await saveAndContinue(page, /\/apply\/TLI30321\/course$/, check);
  await expect(group(page, 'Which state or territory will you study in?').getByLabel('Queensland')).toBeChecked();
  await answerYourCourse(page, check);
  await saveAndContinue(page, /\/about-you$/, check);
}

async function applyForTli30321(page: Page, check: Check, start: (page: Page, check: Check) => Promise<void>) {
  await start(page, check);

  await page.getByLabel('Family name', { exact: true }).fill(FAMILY_NAME);
  await page.getByLabel('Given names').fill('Ada');
  await page.getByLabel('Day').fill('14');
  await page.getByLabel('Month').fill('2');
  await page.getByLabel('Year').fill('1996');
  await page.getByLabel('Female').check();
  await page.getByLabel('Email address').fill('ada@example.com');
  await page.getByLabel('Mobile number').fill('0412 345 678');
  const home = group(page, 'Where you live');
  await home.getByLabel('Street number (optional)').fill('12');
  await home.getByLabel('Street name').fill('Wattle Street');
  await home.getByLabel('Suburb, town or locality').fill('Toowong');
  await home.getByLabel('State or territory').selectOption('03');
  await home.getByLabel('Postcode').fill('4066');
  await saveAndContinue(page, /\/usi$/, check);

  await page.getByLabel('Yes, I have a USI').check();
  const usi = page.getByLabel('Your USI, if you have one');
  await usi.fill('5U9HD88TA3');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(usi).toHaveAttribute('aria-invalid', 'true');
  await expect(usi).toHaveAccessibleDescription(/This is not a valid USI/);
  await expect(usi).toHaveValue('5U9HD88TA3');
  await check(page);
  await usi.fill('ztcp6rpu6m');
  await saveAndContinue(page, /\/background$/, check);

  await page.getByLabel('In which country were you born?').selectOption('1101');
  await group(page, 'Do you speak a language other than English at home?').getByLabel('No', { exact: true }).check();
  await group(page, /Aboriginal or Torres Strait Islander origin/)
    .getByLabel(/^No, neither/)
    .check();
  await group(page, 'Do you have a disability, impairment or long-term condition?')
    .getByLabel('No', { exact: true })
    .check();
  await page.getByLabel('What is the highest school level you have completed?').selectOption('12');
  await group(page, 'Are you still at secondary school?').getByLabel('No', { exact: true }).check();
  await group(page, 'Have you completed any qualification?').getByLabel('No', { exact: true }).check();
  await page.getByLabel('Which best describes your employment?').selectOption('01');
  await page.getByLabel('What is your main reason for this course?').selectOption('01');
  await saveAndContinue(page, /\/review$/, check);

  await page.getByLabel('A new job or career').check();
  await group(page, /computer or tablet/)
    .getByLabel('Yes', { exact: true })
    .check();
  await group(page, /read work instructions/)
    .getByLabel('Easy')
    .check();
  await group(page, /count stock/)
    .getByLabel('Easy')
    .check();
  // The tasks written for transport courses: the docket read right, the cartons counted wrong.
  await group(page, /Which dock do the pallets go to/)
    .getByLabel('Dock 3')
    .check();
  await group(page, /How many cartons is that/)
    .getByLabel('200')
    .check();
  await saveAndContinue(page, /\/declaration$/, check);

  await page.getByLabel('I have read the privacy notice').check();
  await page.getByLabel('Yes, you may keep them').check();
  await page.getByLabel('The answers I have given are true and complete').check();
  await saveAndContinue(page, /\/check$/, check);

  const answers = page.getByRole('main');
  for (const shown of [`Ada ${FAMILY_NAME}`, '14/2/1996', 'ZTCP6RPU6M', 'Wattle Street', 'Start any time'])
    await expect(answers).toContainText(shown);
  await page.getByRole('link', { name: 'Change about you' }).click();
  await expect(page).toHaveURL(/\/about-you\?return=check$/);
  await expect(page.getByLabel('Family name', { exact: true })).toHaveValue(FAMILY_NAME);
  await page.getByLabel('Mobile number').fill('0498 765 432');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/check$/);
  await expect(answers).toContainText('0498 765 432');

  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page).toHaveURL(/\/apply\/TLI30321\/done$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application sent');
  await expect(answers).toContainText(REFERENCE_IN_TEXT);
  await expect(
    page.getByRole('heading', { name: 'This course suits you, with the support we will arrange' }),
  ).toBeVisible();
  await expect(answers).toContainText('Numeracy support sessions with a trainer');
  await expect(answers).not.toContainText('reads the learning materials through with you');
  await check(page);
}

/** Every address the browser asks for, decoded, to show that nothing the learner typed about themselves is in one. */
function requestedUrls(page: Page) {
  const urls: URL[] = [];
  page.on('request', (request) => urls.push(new URL(request.url())));
  return urls;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('applies for TLI30321 from the fee checker through every step to Done, with nothing personal in an address, the test mailbox has the e-mail, and Check your answers and Done print as a record', async ({
    page,
  }) => {
    // Some 25 pages, each a post and a redirect: 5 s on a quiet machine, past 30 s on a loaded one in CI.
    test.setTimeout(90_000);
    const urls = requestedUrls(page);
    await applyForTli30321(page, onPaper, startFromFeeChecker);
    await expect(page.getByRole('main')).toContainText('For the Certificate 3 Guarantee, concession price, bring:');

    expect(urls.map((url) => url.pathname)).toContain('/apply/TLI30321/funding');
    const personal = [FAMILY_NAME, 'Ada', 'ada@example.com', '1996', 'ZTCP6RPU6M', '5U9HD88TA3'];
    const carrying = urls.filter((url) => {
      const query = decodeURIComponent(url.search).toUpperCase();
      return personal.some((value) => query.includes(value.toUpperCase()) || url.pathname.includes(value));
    });
    expect(carrying).toEqual([]);

    const reference = REFERENCE_IN_TEXT.exec((await page.getByRole('main').textContent()) ?? '')![0];
    const email = await mailTextTo('ada@example.com', new RegExp(reference));
    expect(email).toContain('Dear Ada,');
    for (const secret of [FAMILY_NAME, 'ZTCP6RPU6M', '1996', 'Wattle Street']) expect(email).not.toContain(secret);
  });

  test('the fee checker for any course on /fees-and-funding opens the application of the course chosen', async ({
    page,
  }) => {
    await page.goto('/fees-and-funding');
    await expect(page.getByText(/Choose a course, then “Show what I pay” opens your application for it/)).toBeVisible();
    await checker(page).getByLabel('Course').selectOption('TLI30321');
    await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
    await expect(page).toHaveURL(/\/apply\/TLI30321\/funding$/);
    await group(page, 'Which state or territory do you live in?').getByLabel('Queensland').check();
    await page.getByLabel('How old are you?').fill('28');
    await page.getByLabel(/^Certificate 3 Guarantee:/).check();
    await saveAndContinue(page, /\/apply\/TLI30321\/course$/, () => Promise.resolve());
  });

  test('the fee checker for a course not open for applications leads to the courses that are, and how to apply for it', async ({
    page,
  }) => {
    await page.goto('/fees-and-funding');
    await checker(page).getByLabel('Course').selectOption('TLIF0025');
    await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
    await expect(page).toHaveURL(/\/apply$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply online');
    await expect(page.getByRole('main')).toContainText('For any other course, e-mail');
    await expect(page.getByRole('main').getByRole('link', { name: /^TLIF0025/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'TLI30321 Certificate III in Supply Chain Operations' }).click();
    await expect(page).toHaveURL(/\/apply\/TLI30321$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your application');
  });
});

/**
 * A page as a browser without JavaScript shows it (its noscript content, no script), for axe, which needs scripts:
 * the publisher's answer with the noscript wrapping and every script taken out.
 */
async function gotoAsWithoutJavaScript(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<\/?noscript>/g, '').replace(/<script\b[\s\S]*?<\/script>/g, '');
    await route.fulfill({ response, body: html });
  });
  await page.goto(path);
}

test.describe('the fee checker as a browser without JavaScript shows it', () => {
  for (const size of Object.values(VIEWPORTS))
    test(`says where its form leads, and what a closed course's link and the task list show, clean under axe and in shape at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      for (const [path, words] of [
        ['/courses/tli30321', /opens your application with your answers/],
        ['/fees-and-funding', /opens your application for it/],
        ['/apply', /Not every course takes applications online/],
        // A saved draft's e-mailed link, after its course was closed to applications online.
        ['/apply/TLIF0025/resume', /TLIF0025 does not take applications online/],
        ['/apply/TLI30321', /Every answer is saved as you go/],
      ] as const) {
        await gotoAsWithoutJavaScript(page, path);
        await expect(page.getByText(words)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        // The fee checker's radios and the task list's status tags keep their shape beside long labels.
        expect(await squeezedBoxes(page)).toEqual([]);
        expect(await wrappedInline(page, '[id^="status-"] strong')).toEqual([]);
      }
    });
});

test.describe('with JavaScript, clean under axe on every step, each saying in its head what it is', () => {
  for (const size of Object.values(VIEWPORTS))
    test(`applies for TLI30321 through every step to Done at ${size.width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await applyForTli30321(
        page,
        async (step) => {
          await cleanUnderAxe(step);
          await headOfThePage(step);
        },
        startFromApplyOnline,
      );
    });
});

test('the fee checker’s result offers Apply online at each price the learner may pay, and brings the answers and the price along', async ({
  page,
}) => {
  await page.goto('/courses/tli30321');
  await answerAsQueenslander(page);
  await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
  await expect(liveRegion(page)).toHaveText('3 prices: 3 you may pay.');
  await page.getByRole('link', { name: 'Apply online at this price: Certificate 3 Guarantee, concession' }).click();

  await expect(page).toHaveURL(/\/apply\/TLI30321\/course\?/);
  const carried = new URL(page.url()).searchParams;
  expect([carried.get('state'), carried.get('age'), carried.get('price')]).toEqual([
    'QLD',
    '15',
    'Certificate 3 Guarantee, concession',
  ]);
  await expect(group(page, 'Which state or territory will you study in?').getByLabel('Queensland')).toBeChecked();
  await page.getByLabel('Start any time').check();
  await page.getByLabel('Workplace-based').check();
  // "Your funding" was answered by the fee checker: the next question is about the learner.
  await saveAndContinue(page, /\/about-you$/, cleanUnderAxe);
  await page.goto('/apply/TLI30321');
  await expect(page.getByRole('link', { name: /Your funding/ }).locator('xpath=ancestor::li')).toContainText(
    'Completed',
  );
});
