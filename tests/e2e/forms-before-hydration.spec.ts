import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerAsQueenslander, checker, liveRegion } from './fee-checker-answers.ts';
import { HELD_SUBMIT_MS } from '../../src/integrations/interaction/held-submit.ts';
import { holdIsland } from './hydration.ts';
import { publisherDataDir } from './publisher-data.ts';

// client:interaction fetches React when the visitor first reaches for an island (issue 31). Whatever they do while
// it arrives is kept (issue 41): what they typed, caret and selection included, what they chose, and what they
// pressed or submitted, which the island then answers itself. Each test holds the island's script until it has acted.

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

/** The forms the browser posted itself (a navigation), which an island that had the submit would not. */
function plainPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.isNavigationRequest()) posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

test('what is typed before hydration stays, caret and selection too, and is exactly what is sent', async ({ page }) => {
  const island = await holdIsland(page, 'ContactForm');
  await page.goto('/get-in-touch');

  const subject = `Before hydration ${Date.now()}`;
  await page.getByLabel('Name').pressSequentially('Jane Citizn');
  await expect.poll(island.requested).toBe(true);
  await page.getByLabel('Email').pressSequentially('jane@example.com');
  await page.getByLabel('Subject').pressSequentially(subject);
  const message = page.getByRole('textbox', { name: 'Message', exact: true });
  await message.pressSequentially('Hello there, team');
  // A selection made before hydration: "there".
  await message.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(6, 11));
  await island.isWaiting();

  await island.release();
  await expect(message).toBeFocused();
  expect(await message.evaluate((field: HTMLTextAreaElement) => [field.selectionStart, field.selectionEnd])).toEqual([
    6, 11,
  ]);
  // Typing over the selection after hydration replaces it, as in any text field.
  await page.keyboard.type('everyone at the');
  await expect(message).toHaveValue('Hello everyone at the, team');
  // A caret moved back into the name after hydration: the correction lands where the caret is.
  const name = page.getByLabel('Name');
  await name.focus();
  await name.evaluate((field: HTMLInputElement) => field.setSelectionRange(10, 10));
  await page.keyboard.type('e');
  await expect(name).toHaveValue('Jane Citizen');

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: 'Jane Citizen',
    email: 'jane@example.com',
    phone: '',
    subject,
    message: 'Hello everyone at the, team',
  });
  await expect(page.getByText('Thanks! Your message has been sent.', { exact: true })).toBeVisible();
});

test('Enter pressed before hydration is held, then the island sends the message once', async ({ page }) => {
  const island = await holdIsland(page, 'ContactForm');
  const posts = plainPosts(page);
  await page.goto('/get-in-touch');
  const subject = `Enter before hydration ${Date.now()}`;
  await page.getByLabel('Name').fill('Sam Early');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Sent before the page was ready.');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Subject').press('Enter');
  await island.isWaiting();

  await island.release();
  await expect(page.getByText('Thanks! Your message has been sent.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/get-in-touch$/);
  expect(posts).toEqual([]);
  const inbox = await readFile(
    join(publisherDataDir(process.env.E2E_PORT ?? ''), 'data', 'contact', 'inbox.ndjson'),
    'utf8',
  );
  expect(inbox.split('\n').filter((line) => line.includes(subject))).toHaveLength(1);
});

test('a submit held for an island whose script never arrives is posted by the browser after a while', async ({
  page,
}) => {
  // The island's script hangs (a stalled connection); the visitor's clock is moved on instead of waited for.
  await page.clock.install();
  await holdIsland(page, 'ContactForm');
  await page.goto('/get-in-touch');
  const subject = `Held for a hung island ${Date.now()}`;
  await page.getByLabel('Name').fill('Kim Patient');
  await page.getByLabel('Email').fill('kim@example.com');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Sent while the page hung.');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Subject').press('Enter');
  await page.clock.runFor(HELD_SUBMIT_MS);

  await expect(page).toHaveURL(/\/get-in-touch\/sent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent!');
});

test('the catalogue applies the start window, type and search chosen before it hydrated; a PD dialog opens', async ({
  page,
}) => {
  await page.route('https://form.jotform.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Form</title><h1>Registration form</h1>' }),
  );
  const catalogue = await holdIsland(page, 'CourseCatalogue');
  const dialog = await holdIsland(page, 'PdFormDialog');
  await page.goto('/courses');
  const thisMonth = page.getByRole('radio', { name: 'This month' });
  await thisMonth.click();
  await page.getByLabel('Course type', { exact: true }).selectOption({ label: 'Units of Competency' });
  // The target audience is searched: TLIF0025's names warehouse staff.
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('warehouse staff');
  await catalogue.isWaiting();

  await catalogue.release();
  await expect(page).toHaveURL(/\/courses\?(?=.*type=unit)(?=.*starting=this-month)/);
  await expect(page.locator('article[data-course="TLIF0025"]')).toBeVisible();
  // A unit starting this month, but not for warehouse staff.
  await expect(page.locator('article[data-course="TLIF0080"]')).toBeHidden();
  const shown = await page.locator('article[data-course]:visible').count();
  await expect(page.getByTestId('course-count')).toHaveText(new RegExp(`^Showing ${shown} of \\d+ courses$`));
  await expect(thisMonth).toBeChecked();
  await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('warehouse staff');

  await page.getByRole('button', { name: 'Register & Pay Now' }).first().click();
  await dialog.isWaiting();
  await dialog.release();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the fee checker keeps the answers given before it hydrated and answers the press on its button', async ({
  page,
}) => {
  const island = await holdIsland(page, 'FeeChecker');
  await page.goto('/courses/tli30321');
  await answerAsQueenslander(page);
  await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
  await island.isWaiting();

  await island.release();
  await expect(liveRegion(page)).toHaveText('3 prices: 3 you may pay.');
  await expect(
    checker(page).getByRole('group', { name: 'Are you still at school?' }).getByLabel('No, I have left school'),
  ).toBeChecked();
  const answered = new URL(page.url()).searchParams;
  expect([answered.get('state'), answered.get('age'), answered.get('school')]).toEqual(['QLD', '15', 'left']);
});

test('PD registration: choices and a submit before hydration get the form’s own checks', async ({ page }) => {
  const island = await holdIsland(page, 'PdRegistrationForm');
  const posts = plainPosts(page);
  await page.goto('/pd-registration');
  await main(page).getByLabel('State').selectOption('VIC');
  await main(page).getByLabel('Number of Participants').selectOption('2');
  await main(page).getByLabel('I agree to the terms and conditions').check();
  await main(page).getByRole('button', { name: 'Submit Registration' }).click();
  await island.isWaiting();

  await island.release();
  await expect(toast(page)).toContainText('Validation Error');
  await expect(main(page).getByText('Session Date is required.', { exact: true })).toBeVisible();
  await expect(main(page).getByLabel('Session Date')).toBeFocused();
  await expect(main(page).getByText('State is required.', { exact: true })).toHaveCount(0);
  await expect(main(page).getByText('You must agree to the terms and conditions.')).toHaveCount(0);
  await expect(main(page).getByLabel('State')).toHaveValue('VIC');
  await expect(main(page).getByRole('group', { name: /^Participant \d+$/ })).toHaveCount(2);
  await expect(main(page).getByLabel('I agree to the terms and conditions')).toBeChecked();
  await expect(page).toHaveURL(/\/pd-registration$/);
  expect(posts).toEqual([]);
});

test('the account forms answer a submit made before they hydrated', async ({ page }) => {
  const posts = plainPosts(page);
  const signIn = await holdIsland(page, 'SignInForm');
  await page.goto('/account/sign-in');
  await main(page).getByRole('button', { name: 'Sign in' }).click();
  await signIn.release();
  await expect(toast(page)).toContainText('Sign in Failed');
  await expect(main(page).getByLabel('Email')).toBeFocused();

  const signUp = await holdIsland(page, 'SignUpForm');
  await page.goto('/account/sign-up');
  await main(page).getByRole('button', { name: 'Create account' }).click();
  await signUp.release();
  await expect(toast(page)).toContainText('Sign up Failed');

  const forgot = await holdIsland(page, 'ForgotPasswordForm');
  await page.goto('/account/forgot-password');
  await main(page).getByLabel('Email').fill('nobody@example.com');
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await forgot.release();
  await expect(main(page).getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();

  const reset = await holdIsland(page, 'ResetPasswordForm');
  await page.goto('/account/reset-password?token=expired');
  await main(page)
    .getByLabel(/^New password/)
    .fill('a long and unguessable passphrase');
  await main(page).getByRole('button', { name: 'Save new password' }).click();
  await reset.release();
  await expect(main(page).getByText('This link has expired or has already been used.')).toBeVisible();
  expect(posts).toEqual([]);
});

test('a quiz answer pressed before hydration counts', async ({ page }) => {
  const island = await holdIsland(page, 'Quiz');
  await page.goto('/quiz');
  const progress = page.getByRole('progressbar', { name: 'Quiz progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await main(page).getByRole('group').getByRole('button').first().click();
  await island.isWaiting();
  await island.release();
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
});
