import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, test, VIEWPORTS } from './fixtures';
import { mailTextTo } from './mailbox.ts';

// "Save and come back later" on the question pages (issue 42): the e-mailed link opens the draft on another device,
// once. Without JavaScript at all; and with it, clean under axe on each of its pages.

const LINK = /https?:\/\/\S+\/apply\/TLI30321\/resume\?token=\S+/;

/** Answers "Your course" (start any time, workplace-based, in Queensland) and presses `button`. */
async function answerYourCourse(page: Page, button: string) {
  await page.goto('/apply/TLI30321/course');
  await page.getByLabel('Start any time').check();
  await page.getByLabel('Workplace-based').check();
  await page
    .getByRole('group', { name: 'Which state or territory will you study in?' })
    .getByLabel('Queensland')
    .check();
  await page.getByRole('button', { name: button }).click();
}

/** Answers "Your course", saves it for later, and asks for the link at `email`; gives the e-mailed link's path. */
async function saveForLater(page: Page, email: string, check: (page: Page) => Promise<void>) {
  await answerYourCourse(page, 'Save and come back later');
  await expect(page).toHaveURL(/\/apply\/TLI30321\/save$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save and come back later');
  await check(page);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter your email address');
  await check(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await check(page);
  const link = new URL(LINK.exec(await mailTextTo(email, LINK))![0]);
  return `${link.pathname}${link.search}`;
}

/** Another device: opens the link, continues, and finds "Your course" answered; then the link is spent. */
async function resumeElsewhere(
  browser: Browser,
  javaScriptEnabled: boolean,
  link: string,
  check: (page: Page) => Promise<void>,
) {
  const other = await browser.newContext({ javaScriptEnabled, reducedMotion: 'reduce' });
  const page = await other.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Continue your application');
  await check(page);
  await page.getByRole('button', { name: 'Continue my application' }).click();
  await expect(page).toHaveURL(/\/apply\/TLI30321$/);
  await expect(page.getByRole('link', { name: /Your course/ }).locator('xpath=ancestor::li')).toContainText(
    'Completed',
  );
  await page.goto('/apply/TLI30321/course');
  await expect(page.getByLabel('Start any time')).toBeChecked();

  const response = await page.goto(link);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has been used or has expired');
  await expect(page.getByRole('link', { name: 'Go to your application for TLI30321' })).toBeVisible();
  await check(page);
  await other.close();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('saves for later, e-mails the link, and the link resumes the answers on another device once', async ({
    page,
    browser,
  }) => {
    const link = await saveForLater(page, 'sam.nojs@example.com', () => Promise.resolve());
    await resumeElsewhere(browser, false, link, () => Promise.resolve());
  });
});

test(`with JavaScript, clean under axe on each page of save and return at ${VIEWPORTS.phone.width} px`, async ({
  page,
  browser,
}) => {
  // Two devices, five pages and an axe run on each: 20 s on a quiet machine, past 30 s in a loaded .ci/run. A guard
  // against a hang, not a measure of speed.
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  const clean = async (shown: Page) => {
    expect(await axeViolations(shown)).toEqual([]);
  };
  const link = await saveForLater(page, 'sam.js@example.com', clean);
  await resumeElsewhere(browser, true, link, clean);
});

test.describe('a signed-in learner’s applications on /account', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS))
    test(`lists the draft with Continue, clean under axe (${name})`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      const signedUp = await page.request.post('/api/auth/sign-up/email', {
        headers: { origin: baseURL! },
        data: {
          email: `learner.${crypto.randomUUID().slice(0, 8)}@example.com`,
          password: 'brisbane-forklift-77',
          name: '',
        },
      });
      expect(signedUp.ok()).toBe(true);
      await answerYourCourse(page, 'Save and continue');
      await expect(page).toHaveURL(/\/funding$/);

      await page.goto('/account');
      const list = page.getByRole('region', { name: 'Your applications to study' });
      await expect(list.getByRole('row').nth(1)).toContainText(/TLI30321.*Draft.*Not sent yet/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
      await list.getByRole('button', { name: 'Continue your application for TLI30321' }).click();
      await expect(page).toHaveURL(/\/apply\/TLI30321$/);
    });
});
