import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, OUT_DIR, test, VIEWPORTS } from './fixtures.ts';
import { hydrated } from './hydration.ts';
import { resetLinkFor } from './account-mail.ts';
import { publisherDataDir, PUBLISHER_LOG } from './publisher-data.ts';

const PASSWORD = 'brisbane-forklift-77';
const NEW_PASSWORD = 'Gr8 Hauling Loads Daily';
const dataDir = join(publisherDataDir(process.env.E2E_PORT ?? ''), 'data');
const uniqueEmail = () => `employer.${crypto.randomUUID().slice(0, 8)}@example.com`;

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

/** Reaches a control the way a keyboard user does: Tab until it has focus. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

async function open(page: Page, path: string, island: string) {
  await page.goto(path);
  await hydrated(page, island);
}

async function signUp(page: Page, email: string) {
  await open(page, '/account/sign-up', 'SignUpForm');
  await main(page).getByLabel('Work email').fill(email);
  await main(page).getByLabel('Password').fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(main(page).getByRole('heading', { name: `Signed in as ${email}` })).toBeVisible();
}

test.describe('employer accounts by keyboard', () => {
  test('sign up, sign out, sign in, reset a forgotten password, register a group, see it, delete the account', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail();
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00+10:00'));

    // The way in is the footer's "Employer account", apart from the header's LMS Login.
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Employer account' })).toHaveCount(0);
    await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Employer account' }), 150);
    await page.keyboard.press('Enter');
    await hydrated(page, 'AccountOverview');
    await tabTo(page, main(page).getByRole('link', { name: 'Create an employer account' }));
    await page.keyboard.press('Enter');
    await hydrated(page, 'SignUpForm');
    await typeInto(page, main(page).getByLabel('Work email'), email);
    await typeInto(page, main(page).getByLabel('Password'), PASSWORD);
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { name: `Signed in as ${email}` })).toBeVisible();
    await expect(main(page).getByText('No registrations yet.')).toBeVisible();

    await tabTo(page, main(page).getByRole('button', { name: 'Sign out', exact: true }));
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { name: 'Sign in to see your registrations' })).toBeFocused();

    await tabTo(page, main(page).getByRole('link', { name: 'Sign in', exact: true }));
    await page.keyboard.press('Enter');
    await hydrated(page, 'SignInForm');
    await tabTo(page, main(page).getByRole('link', { name: 'Forgot your password?' }));
    await page.keyboard.press('Enter');
    await hydrated(page, 'ForgotPasswordForm');
    await typeInto(page, main(page).getByLabel('Email'), email);
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();

    await open(page, await resetLinkFor(email), 'ResetPasswordForm');
    await typeInto(page, main(page).getByLabel(/^New password/), NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { name: 'Your password is changed' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await hydrated(page, 'SignInForm');
    await typeInto(page, main(page).getByLabel('Email'), email);
    await typeInto(page, main(page).getByLabel('Password'), NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { name: `Signed in as ${email}` })).toBeVisible();

    // Signed in, a PD group registration is saved locally as the spec says and also kept with the account.
    await open(page, '/pd-registration', 'PdRegistrationForm');
    await expect(main(page).getByRole('complementary', { name: 'Employer account' })).toContainText(
      `Signed in as ${email}`,
    );
    await main(page).getByLabel('State').selectOption('VIC');
    await main(page).getByLabel('Session Date').selectOption({ label: 'January 5, 2027' });
    const participant = main(page).getByRole('group', { name: 'Participant 1', exact: true });
    await typeInto(page, participant.getByLabel('Full Name'), 'Mia Nguyen');
    await typeInto(page, participant.getByLabel('Email'), 'mia@example.com');
    await typeInto(page, participant.getByLabel('Mobile Number'), '0412 345 678');
    await tabTo(page, main(page).getByLabel('I agree to the terms and conditions'));
    await page.keyboard.press('Space');
    await tabTo(page, main(page).getByRole('button', { name: 'Submit Registration' }));
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Registration Data Saved (Locally)!');
    expect(await page.evaluate(() => localStorage.getItem('pd_registration_submission'))).toContain('Mia Nguyen');
    await expect(main(page).getByText('It is also kept with your employer account')).toBeVisible();

    await tabTo(page, main(page).getByRole('link', { name: 'See your registrations' }));
    await page.keyboard.press('Enter');
    await hydrated(page, 'AccountOverview');
    await expect(main(page).getByRole('listitem')).toContainText('TLIF0005 · January 5, 2027 (VIC)');
    await expect(main(page).getByRole('listitem')).toContainText('1 participant: Mia Nguyen');

    await typeInto(page, main(page).getByLabel('Your password, to confirm'), NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { name: 'Your account has been deleted' })).toBeFocused();
    await open(page, '/account/sign-in', 'SignInForm');
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByLabel('Password').fill(NEW_PASSWORD);
    await main(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page)).toContainText('Invalid login credentials');
  });
});

test.describe('account failures', () => {
  test('sign-in failures get the spec’s toast, keep what was typed and focus the first problem', async ({ page }) => {
    await open(page, '/account/sign-in', 'SignInForm');
    await main(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page)).toContainText('Sign in Failed');
    await expect(toast(page)).toContainText('You must provide either an email or phone number and a password');
    await expect(main(page).getByLabel('Email')).toBeFocused();
    await expect(main(page).getByLabel('Email')).toHaveAccessibleDescription('Enter your e-mail address.');

    await main(page).getByLabel('Email').fill('nobody@example.com');
    await main(page).getByLabel('Password').fill('not-the-password');
    await main(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page)).toContainText('Invalid login credentials');
    await expect(main(page).getByText('Invalid login credentials')).toBeVisible();
    await expect(main(page).getByLabel('Email')).toHaveValue('nobody@example.com');
    await expect(main(page).getByLabel('Password')).toHaveValue('not-the-password');
  });

  test('sign-up refuses an existing e-mail and a guessable password beside the field', async ({ page }) => {
    const email = uniqueEmail();
    await signUp(page, email);
    await page.context().clearCookies();
    await open(page, '/account/sign-up', 'SignUpForm');
    await main(page).getByLabel('Work email').fill(email);
    await main(page).getByLabel('Password').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Create account' }).click();
    await expect(toast(page)).toContainText('Sign up Failed');
    await expect(main(page).getByLabel('Work email')).toBeFocused();
    await expect(main(page).getByLabel('Work email')).toHaveAccessibleDescription(/already exists/);

    await main(page).getByLabel('Work email').fill(uniqueEmail());
    await main(page).getByLabel('Password').fill('Northwind-Training');
    await main(page).getByRole('button', { name: 'Create account' }).click();
    await expect(main(page).getByLabel('Password')).toBeFocused();
    await expect(main(page).getByLabel('Password')).toHaveAccessibleDescription(/e-mail address or our name/);
    await expect(main(page).getByLabel('Password')).toHaveValue('Northwind-Training');
  });

  test('signing out everywhere after another device already did says the session is missing', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail();
    await signUp(page, email);
    const laptop = await browser.newContext();
    const other = await laptop.newPage();
    await other.goto('/account/sign-in');
    await hydrated(other, 'SignInForm');
    await other.getByRole('main').getByLabel('Email').fill(email);
    await other.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await other.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await other.getByRole('main').getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(
      other.getByRole('main').getByRole('heading', { name: 'Sign in to see your registrations' }),
    ).toBeVisible();
    await laptop.close();

    await main(page).getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(toast(page)).toContainText('Sign out Failed');
    await expect(toast(page)).toContainText('Auth session missing!');
    await expect(main(page).getByRole('heading', { name: 'Sign in to see your registrations' })).toBeVisible();
  });
});

test.describe('sessions', () => {
  test('survive a reload and end in every tab on sign-out', async ({ page, context }) => {
    const email = uniqueEmail();
    await signUp(page, email);
    await page.reload();
    await expect(main(page).getByRole('heading', { name: `Signed in as ${email}` })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/account');
    await expect(other.getByRole('main').getByRole('heading', { name: `Signed in as ${email}` })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name.endsWith('session_token'))).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

    await main(page).getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(
      other.getByRole('main').getByRole('heading', { name: 'Sign in to see your registrations' }),
    ).toBeVisible();
  });
});

test.describe('account pages accessibility', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`no axe violations on the account pages signed out (${name})`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      for (const [path, island] of [
        ['/account', 'AccountOverview'],
        ['/account/sign-in', 'SignInForm'],
        ['/account/forgot-password', 'ForgotPasswordForm'],
        ['/account/reset-password', 'ResetPasswordForm'],
      ]) {
        await open(page, path, island);
        expect(await axeViolations(page), path).toEqual([]);
      }
      await open(page, '/account/sign-up', 'SignUpForm');
      await main(page).getByRole('button', { name: 'Create account' }).click();
      await expect(toast(page)).toContainText('Sign up Failed');
      expect(await axeViolations(page), 'sign-up errors').toEqual([]);
      await open(page, '/account/reset-password?token=expired', 'ResetPasswordForm');
      await main(page)
        .getByLabel(/^New password/)
        .fill(NEW_PASSWORD);
      await main(page).getByRole('button', { name: 'Save new password' }).click();
      await expect(main(page).getByText('This link has expired or has already been used.')).toBeVisible();
      expect(await axeViolations(page), 'expired link').toEqual([]);
    });

    test(`no axe violations on the account pages signed in (${name})`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      // A long work address still fits a phone: it wraps rather than widening the page.
      const email = `training.coordinator.${uniqueEmail()}`;
      const fitsWidth = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await signUp(page, email);
      await expect(main(page).getByText('No registrations yet.')).toBeVisible();
      await fitsWidth();
      expect(await axeViolations(page), 'signed in').toEqual([]);
      await main(page).getByLabel('Your password, to confirm').fill('wrong-password-here');
      await main(page).getByRole('button', { name: 'Delete my account' }).click();
      await expect(main(page).getByLabel('Your password, to confirm')).toBeFocused();
      expect(await axeViolations(page), 'delete errors').toEqual([]);
      await open(page, '/pd-registration', 'PdRegistrationForm');
      await expect(main(page).getByRole('complementary', { name: 'Employer account' })).toContainText(email);
      await fitsWidth();
      expect(await axeViolations(page), 'PD form signed in').toEqual([]);
    });
  }
});

test.describe('secrets', () => {
  test('no password, hash or session token in the client JavaScript or the publisher’s log', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail();
    await signUp(page, email);
    const token = (await context.cookies()).find((cookie) => cookie.name.endsWith('session_token'))!.value;
    const assets = join(process.cwd(), OUT_DIR, '_astro');
    const scripts = await Promise.all(
      (await readdir(assets))
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(join(assets, file), 'utf8')),
    );
    const bundle = scripts.join('\n');
    const log = await readFile(join(publisherDataDir(process.env.E2E_PORT ?? ''), PUBLISHER_LOG), 'utf8');
    const secret = await readFile(join(dataDir, 'auth-secret'), 'utf8');
    for (const value of [PASSWORD, decodeURIComponent(token).split('.')[0], secret]) {
      expect(bundle).not.toContain(value);
      expect(log).not.toContain(value);
    }
    // Server-only code stays on the server: the password checker's dictionaries, the database, scrypt.
    for (const marker of ['zxcvbn', 'node:sqlite', 'scrypt', 'better-auth']) expect(bundle).not.toContain(marker);
  });
});
