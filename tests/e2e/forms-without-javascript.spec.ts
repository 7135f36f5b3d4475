import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { resetLinkFor } from './account-mail.ts';
import { expect, test } from './fixtures';
import { FORWARDED_LOG, PUBLISHER_LOG, publisherDataDir } from './publisher-data.ts';

// Every form that collects personal details works as a plain form post to the real publisher (issue 31):
// no JavaScript at all, as behind some proxies, after a failed bundle load, or before an island hydrates.
test.use({ javaScriptEnabled: false });

const root = publisherDataDir(process.env.E2E_PORT ?? '');
const lines = async (file: string) =>
  (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
/** The outbox entries of one outbox (`contact`, `pd-registrations`), newest last. */
const inbox = (name: string) => lines(join(root, 'data', name, 'inbox.ndjson'));
const forwarded = () => lines(join(root, FORWARDED_LOG));
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('a contact message is kept in the inbox and forwarded by the outbox', async ({ page }) => {
  const subject = `Enrolment ${unique()}`;
  await page.goto('/get-in-touch');
  await page.getByLabel('Name').fill('Jane Citizen');
  await page.getByLabel('Email').fill('jane@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('When does the next fatigue course start?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(/\/get-in-touch\/sent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent!');
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  const kept = (await inbox('contact')).filter((entry) => (entry.message as { subject: string }).subject === subject);
  expect(kept).toHaveLength(1);
  expect(kept[0].message).toMatchObject({ name: 'Jane Citizen', email: 'jane@example.com', page: '/get-in-touch' });
  await expect.poll(async () => (await forwarded()).filter((body) => body.subject === subject).length).toBe(1);
});

test('a bad e-mail address comes back under its field, with every other value kept', async ({ page }) => {
  await page.goto('/get-in-touch');
  await page.getByLabel('Name').fill('Jane Citizen');
  // The browser's own check lets this through; the site's rule wants a dot in the domain.
  await page.getByLabel('Email').fill('jane@example');
  await page.getByLabel('Phone').fill('0400 000 000');
  await page.getByLabel('Subject').fill('Enrolment');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Please call me.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(/\/api\/contact$/);
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/e-mail address/);
  await expect(page.locator('#contact-email-error')).toBeVisible();
  await expect(email).toHaveValue('jane@example');
  await expect(page.getByLabel('Name')).toHaveValue('Jane Citizen');
  await expect(page.getByLabel('Phone')).toHaveValue('0400 000 000');
  await expect(page.getByLabel('Subject')).toHaveValue('Enrolment');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Please call me.');
});

test('a PD group of two participants is registered and forwarded', async ({ page }) => {
  const company = `Haulage ${unique()}`;
  await page.goto('/pd-registration');
  await page.getByLabel('Company Name').fill(company);
  await page.getByLabel('State').selectOption('QLD');
  await page.locator('#pd-sessionDate').selectOption({ index: 1 });
  await expect(page.locator('#pd-participants-1-fullName')).toBeHidden();
  await page.getByLabel('Number of Participants').selectOption('2');
  for (const [index, name] of ['Alex Driver', 'Sam Loader'].entries()) {
    await page.locator(`#pd-participants-${index}-fullName`).fill(name);
    await page.locator(`#pd-participants-${index}-email`).fill(`p${index}@example.com`);
    await page.locator(`#pd-participants-${index}-mobile`).fill(`040000000${index}`);
  }
  await expect(page.locator('#pd-participants-2-fullName')).toBeHidden();
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Submit Registration' }).click();

  await expect(page).toHaveURL(/\/pd-registration\/sent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration received');
  const kept = (await inbox('pd-registrations')).filter(
    (entry) => (entry.message as { company_name: string }).company_name === company,
  );
  expect(kept).toHaveLength(1);
  expect(kept[0].message).toMatchObject({
    participant_count: 2,
    state: 'QLD',
    participants_json: [
      { fullName: 'Alex Driver', email: 'p0@example.com', mobile: '0400000000' },
      { fullName: 'Sam Loader', email: 'p1@example.com', mobile: '0400000001' },
    ],
  });
  await expect.poll(async () => (await forwarded()).filter((body) => body.company_name === company).length).toBe(1);
});

/** A new account, made and left with the plain forms. */
async function signUpAndOut(page: Page, email: string, password: string) {
  await page.goto('/account/sign-up');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
}

test('an employer signs up, signs out and signs in again', async ({ page }) => {
  const email = `nojs-${unique()}@example.com`;
  const password = 'Quiet-Harbour-Lantern-52';
  await signUpAndOut(page, email, password);

  // A wrong password says so in the island's words and keeps the e-mail address, never the password.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue('');

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.endsWith('session_token') && cookie.value)).toBe(true);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name.endsWith('session_token') && cookie.value)).toBe(
    false,
  );
});

/** Sets a new password on the reset page open in `page`, with the plain form. */
async function chooseNewPassword(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'New password' }).fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
}

const tokenField = (page: Page) => page.locator('form[aria-label="Choose a new password"] input[name="token"]');
const LINK_USED = 'This link has expired or has already been used.';

test('a forgotten password is reset from the e-mailed link, and the used link then says so', async ({ page }) => {
  const email = `nojs-reset-${unique()}@example.com`;
  const newPassword = 'Copper-Meadow-Signal-87';
  await signUpAndOut(page, email, 'Quiet-Harbour-Lantern-52');

  await page.goto('/account/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password\/sent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');

  const link = await resetLinkFor(email);
  const token = new URL(link, 'http://site.invalid').searchParams.get('token') ?? '';
  const opened = await page.goto(link);
  // The token is a key to the account for an hour: never kept by a cache, never sent on as a referrer.
  expect(opened?.headers()).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'strict-origin' });
  await chooseNewPassword(page, newPassword);
  await expect(page).toHaveURL(/\/account\/sign-in$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.endsWith('session_token') && cookie.value)).toBe(true);

  await page.goto(link);
  await chooseNewPassword(page, 'Another-Fine-Passphrase-19');
  await expect(page.getByRole('alert')).toHaveText(LINK_USED);
  await expect(page.getByRole('textbox', { name: 'New password' })).toHaveValue('');
  await expect(tokenField(page)).toHaveValue(token);
  expect(await readFile(join(root, PUBLISHER_LOG), 'utf8')).not.toContain(token);
});

test('a reset link with a wrong token says so, and one that is not a token is never put into the page', async ({
  page,
}) => {
  const wrong = 'A1b2C3d4E5f6G7h8J9k0L1m2';
  await page.goto(`/account/reset-password?token=${wrong}`);
  await chooseNewPassword(page, 'Copper-Meadow-Signal-87');
  await expect(page.getByRole('alert')).toHaveText(LINK_USED);
  await expect(page.getByRole('textbox', { name: 'New password' })).toHaveValue('');
  await expect(tokenField(page)).toHaveValue(wrong);

  const forged = '"><b id="forged">x</b>';
  await page.goto(`/account/reset-password?token=${encodeURIComponent(forged)}`);
  await expect(page.locator('#forged')).toHaveCount(0);
  await expect(tokenField(page)).toHaveValue('');
  await chooseNewPassword(page, 'Copper-Meadow-Signal-87');
  await expect(page.getByRole('alert')).toHaveText(LINK_USED);
});
