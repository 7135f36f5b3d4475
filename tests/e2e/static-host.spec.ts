import type { Page, Response } from '@playwright/test';
import { telHref } from '../../contracts/rules/phone.ts';
import { SEED_CONTACT } from '../fixtures/site-contact.ts';
import { axeViolations, expect, test, VIEWPORTS } from './fixtures';
import { answerAsQueenslander, checker } from './fee-checker-answers.ts';
import { holdIsland } from './hydration.ts';

// The build served as a static host serves it (scripts/static-host.ts, as `npm run site` does): its 404 page's own
// script decides what an unknown address under /courses/ shows, and no publisher is there to take a form.
test.describe('a static host', () => {
  test('sends an unknown single segment under /courses/ to the catalogue', async ({ page }) => {
    await page.goto('/courses/no-such-category');
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('sends a course code written in capitals to its page', async ({ page }) => {
    await page.goto('/courses/TLI30321');
    await expect(page).toHaveURL(/\/courses\/tli30321$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Supply Chain Operations');
  });

  test('answers "Apply online" with how to apply by e-mail or phone, as it has no publisher to take it', async ({
    page,
  }) => {
    await page.goto('/courses/tli30321');
    await page.getByRole('link', { name: 'Apply online' }).click();
    await expect(page).toHaveURL(/\/apply\/TLI30321\/course$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply by e-mail or phone');
    await expectContactLinks(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('answers the fee checker’s form with how to apply by e-mail or phone', async ({ page }) => {
      await page.goto('/courses/tli30321');
      await answerAsQueenslander(page);
      await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
      await expect(page).toHaveURL(/\/apply\/TLI30321\/funding\?state=QLD&/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply by e-mail or phone');
      await expectContactLinks(page);
    });
  });

  test('shows Page Not Found for an unknown page below a course', async ({ page }) => {
    const response = await page.goto('/courses/tlif0025/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveURL(/\/courses\/tlif0025\/no-such-page$/);
  });
});

/** The answer to the form post that `send` makes, once the browser shows it. */
async function postAnswer(page: Page, send: () => Promise<void>): Promise<Response> {
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.request().isNavigationRequest(),
    ),
    send(),
  ]);
  await page.waitForLoadState();
  return answer;
}

/** The 405 page: nothing was sent, and the e-mail address and phone number the content gives, as links. */
async function expectNotSent(page: Page, answer: Response, action: string) {
  expect(answer.status()).toBe(405);
  expect(answer.headers().allow).toBe('GET, HEAD');
  // The form's fields went in the body and stayed there: no query on the address it was sent to.
  expect(new URL(answer.url()).pathname).toBe(action);
  expect(new URL(page.url()).search).toBe('');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your form could not be sent');
  await expect(main).toContainText('nothing you typed was sent or stored');
  await expectContactLinks(page);
}

/** The e-mail address and phone number the content gives, as links in the page's main area. */
async function expectContactLinks(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: SEED_CONTACT.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${SEED_CONTACT.contactEmail}`,
  );
  await expect(main.getByRole('link', { name: SEED_CONTACT.phone })).toHaveAttribute(
    'href',
    telHref(SEED_CONTACT.phone),
  );
}

/** Fills the contact form on /get-in-touch and sends it. */
async function sendContactForm(page: Page): Promise<Response> {
  await page.goto('/get-in-touch');
  await page.getByLabel('Name').fill('Jane Citizen');
  await page.getByLabel('Email').fill('jane@example.com');
  await page.getByLabel('Subject').fill('Enrolment');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('When does the next fatigue course start?');
  return postAnswer(page, () => page.getByRole('button', { name: 'Send Message' }).click());
}

test.describe('a form sent to a static host without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form gets the 405 page, which says how to reach the team', async ({ page }) => {
    await expectNotSent(page, await sendContactForm(page), '/api/contact');
  });

  test('the PD registration form gets the 405 page, which says how to reach the team', async ({ page }) => {
    await page.goto('/pd-registration');
    await page.getByLabel('Company Name').fill('Haulage Co');
    await page.getByLabel('State').selectOption('QLD');
    await page.locator('#pd-sessionDate').selectOption({ index: 1 });
    await page.locator('#pd-participants-0-fullName').fill('Alex Driver');
    await page.locator('#pd-participants-0-email').fill('alex@example.com');
    await page.locator('#pd-participants-0-mobile').fill('0400000000');
    await page.getByLabel(/I agree to the terms/).check();
    const answer = await postAnswer(page, () => page.getByRole('button', { name: 'Submit Registration' }).click());
    await expectNotSent(page, answer, '/api/pd-registration');
  });
});

test('a PD registration submitted before its form hydrated gets the form’s own checks, not a post', async ({
  page,
}) => {
  const island = await holdIsland(page, 'PdRegistrationForm');
  await page.goto('/pd-registration');
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await island.isWaiting();
  await island.release();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toContainText(
    'Validation Error',
  );
  await expect(page.getByText('State is required.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/pd-registration$/);
});

// axe runs in the page, so with its scripts on; the post is any form's, as the browser sends it.
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the 405 page has no axe violations and is kept out of search engines (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/get-in-touch');
    const answer = await postAnswer(page, () =>
      page.evaluate(() => {
        const form = Object.assign(document.createElement('form'), { method: 'post', action: '/api/contact' });
        document.body.append(form);
        form.submit();
      }),
    );
    expect(answer.status()).toBe(405);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await axeViolations(page)).toEqual([]);
  });
}
