import type { Page } from '@playwright/test';
import { axeViolations, expect, test, VIEWPORTS } from './fixtures.ts';
import { holdIsland, hydrated } from './hydration.ts';

// Dates are compared with the visitor's calendar day, so pin both the zone and the clock.
test.use({ timezoneId: 'Australia/Brisbane' });
const TODAY = new Date('2026-11-21T10:00:00+10:00');

async function openForm(page: Page, now: Date = TODAY, path = '/pd-registration') {
  await page.clock.setFixedTime(now);
  await page.goto(path);
  await hydrated(page, 'PdRegistrationForm');
}

const main = (page: Page) => page.getByRole('main');
const participant = (page: Page, number: number) =>
  main(page).getByRole('group', { name: `Participant ${number}`, exact: true });
const submitButton = (page: Page) =>
  main(page).getByRole('button', { name: /^(Submit Registration|Saving Locally\.\.\.)$/ });
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
/** The offered dates; the form narrows them to the visitor's today just after it hydrates, so poll them. */
const sessionOptions = (page: Page) =>
  main(page)
    .getByLabel('Session Date')
    .locator('option')
    .evaluateAll((options: HTMLOptionElement[]) => options.map((option) => option.textContent));

async function fillParticipant(
  page: Page,
  number: number,
  values: { fullName: string; email: string; mobile: string },
) {
  const group = participant(page, number);
  await group.getByLabel('Full Name').fill(values.fullName);
  await group.getByLabel('Email').fill(values.email);
  await group.getByLabel('Mobile Number').fill(values.mobile);
}

async function fillValidForm(page: Page) {
  await main(page).getByLabel('Company Name').fill('  Acme Haulage  ');
  await main(page).getByLabel('State').selectOption('VIC');
  await main(page).getByLabel('Session Date').selectOption({ label: 'January 5, 2027' });
  await main(page).getByLabel('Number of Participants').selectOption('2');
  await fillParticipant(page, 1, { fullName: 'Mia Nguyen', email: 'mia@example.com', mobile: '0412 345 678' });
  await fillParticipant(page, 2, { fullName: ' Sam Carter ', email: 'sam@example.com.au', mobile: '0498 765 432' });
  await main(page).getByLabel('I agree to the terms and conditions').check();
}

test.describe('PD registration validation', () => {
  test('shows every message of spec section 5, the toast, and focuses the first problem', async ({ page }) => {
    await openForm(page);
    await expect(main(page)).toContainText('TLIF0005');
    await expect(main(page)).toContainText(
      'Apply chain of responsibility legislation, regulations and workplace procedures',
    );
    await submitButton(page).click();

    await expect(toast(page)).toContainText('Validation Error');
    await expect(toast(page)).toContainText('Please correct the errors in the form.');
    for (const message of [
      'State is required.',
      'Session Date is required.',
      'Full Name is required.',
      'Email is required.',
      'Mobile Number is required.',
      'You must agree to the terms and conditions.',
    ]) {
      await expect(main(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByLabel('State')).toBeFocused();
    await expect(main(page).getByLabel('State')).toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByLabel('State')).toHaveAccessibleDescription('State is required.');
    await expect(main(page).getByLabel('Company Name')).not.toHaveAttribute('aria-invalid');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('whitespace is empty, the email needs text@text.text, and editing a field clears only its error', async ({
    page,
  }) => {
    await openForm(page);
    const group = participant(page, 1);
    await group.getByLabel('Full Name').fill('   ');
    await group.getByLabel('Email').fill('mia@example');
    await group.getByLabel('Mobile Number').fill('\t');
    await submitButton(page).click();
    await expect(group.getByText('Full Name is required.')).toBeVisible();
    await expect(group.getByText('Email format is invalid.')).toBeVisible();
    await expect(group.getByText('Mobile Number is required.')).toBeVisible();
    await expect(main(page).getByLabel('State')).toBeFocused();

    await group.getByLabel('Email').fill('mia@example.com');
    await expect(group.getByText('Email format is invalid.')).toHaveCount(0);
    await expect(group.getByText('Full Name is required.')).toBeVisible();
    await main(page).getByLabel('State').selectOption('QLD');
    await expect(main(page).getByText('State is required.')).toHaveCount(0);
    await main(page).getByLabel('I agree to the terms and conditions').check();
    await expect(main(page).getByText('You must agree to the terms and conditions.')).toHaveCount(0);
    await expect(main(page).getByText('Session Date is required.')).toBeVisible();
  });

  test('checks every participant, not only the first', async ({ page }) => {
    await openForm(page);
    await fillValidForm(page);
    await participant(page, 2).getByLabel('Email').fill('sam@example');
    await submitButton(page).click();
    await expect(participant(page, 2).getByText('Email format is invalid.')).toBeVisible();
    await expect(participant(page, 2).getByLabel('Email')).toBeFocused();
    await expect(participant(page, 1).getByText(/required|invalid/)).toHaveCount(0);
  });
});

test.describe('PD registration participants', () => {
  test('changing the count resizes the list and keeps what was typed', async ({ page }) => {
    await openForm(page);
    await expect(main(page).getByLabel('Number of Participants')).toHaveValue('1');
    const options = await main(page)
      .getByLabel('Number of Participants')
      .locator('option')
      .evaluateAll((list: HTMLOptionElement[]) => list.map((option) => option.value));
    expect(options).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);

    await fillParticipant(page, 1, { fullName: 'Mia Nguyen', email: 'mia@example.com', mobile: '0412 345 678' });
    await main(page).getByLabel('Number of Participants').selectOption('3');
    await expect(main(page).getByRole('group', { name: /^Participant \d+$/ })).toHaveCount(3);
    await expect(participant(page, 1).getByLabel('Full Name')).toHaveValue('Mia Nguyen');
    await expect(participant(page, 3).getByLabel('Full Name')).toHaveValue('');
    await fillParticipant(page, 2, { fullName: 'Sam Carter', email: 'sam@example.com', mobile: '0498 765 432' });

    await main(page).getByLabel('Number of Participants').selectOption('2');
    await expect(main(page).getByRole('group', { name: /^Participant \d+$/ })).toHaveCount(2);
    await main(page).getByLabel('Number of Participants').selectOption('10');
    await expect(main(page).getByRole('group', { name: /^Participant \d+$/ })).toHaveCount(10);
    await expect(participant(page, 1).getByLabel('Email')).toHaveValue('mia@example.com');
    await expect(participant(page, 2).getByLabel('Mobile Number')).toHaveValue('0498 765 432');
    await expect(participant(page, 10).getByLabel('Email')).toHaveValue('');
  });
});

test.describe('PD registration saving', () => {
  test('saves the submission to localStorage, shows the done screen, and Register Another Group resets', async ({
    page,
  }) => {
    await page.clock.install({ time: TODAY });
    await page.goto('/pd-registration?course=TLIF0005');
    await hydrated(page, 'PdRegistrationForm');
    await fillValidForm(page);
    await main(page).getByLabel('Special Requirements').fill('   ');
    // Hold time still so the saving state can be seen before the write.
    await page.clock.pauseAt(new Date(TODAY.getTime() + 60_000));
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText('Saving Locally...');
    await expect(submitButton(page)).toBeDisabled();
    await page.clock.runFor(50);

    await expect(main(page).getByRole('heading', { name: 'Registration Data Saved (Locally)!' })).toBeFocused();
    await expect(toast(page)).toContainText('Registration Data Saved (Locally)!');
    await expect(toast(page)).toContainText('local storage');
    const stored = await page.evaluate(() => localStorage.getItem('pd_registration_submission'));
    expect(JSON.parse(stored ?? 'null')).toEqual({
      course_code: 'TLIF0005',
      course_title: 'Apply chain of responsibility legislation, regulations and workplace procedures',
      participant_count: 2,
      participants_json: [
        { fullName: 'Mia Nguyen', email: 'mia@example.com', mobile: '0412 345 678' },
        { fullName: 'Sam Carter', email: 'sam@example.com.au', mobile: '0498 765 432' },
      ],
      company_name: 'Acme Haulage',
      supervisor: null,
      enterprise_coordinator_name: null,
      state: 'VIC',
      session_date: '2027-01-05',
      session_label: 'January 5, 2027',
      requirements: null,
      agreed_to_terms: true,
      submission_type: 'pd_group_registration',
    });

    // The local-save toast stays 7000 ms, longer than the default 5000 ms.
    await page.clock.runFor(6_500);
    await expect(toast(page)).toHaveCount(1);
    await page.clock.runFor(1_000);
    await expect(toast(page)).toHaveCount(0);

    await main(page).getByRole('button', { name: 'Register Another Group' }).click();
    await expect(main(page).getByLabel('Company Name')).toHaveValue('');
    await expect(main(page).getByLabel('State')).toHaveValue('');
    await expect(main(page).getByLabel('Session Date')).toHaveValue('');
    await expect(main(page).getByLabel('Number of Participants')).toHaveValue('1');
    await expect(main(page).getByRole('group', { name: /^Participant \d+$/ })).toHaveCount(1);
    await expect(participant(page, 1).getByLabel('Full Name')).toHaveValue('');
    await expect(main(page).getByLabel('I agree to the terms and conditions')).not.toBeChecked();
    await expect(main(page).getByText(/is required\.|invalid\./)).toHaveCount(0);
  });

  test('a storage failure gives the destructive toast with the reason and keeps the form', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await openForm(page);
    await fillValidForm(page);
    await submitButton(page).click();

    await expect(toast(page)).toContainText('Local Storage Error');
    await expect(toast(page)).toContainText(
      'Could not save your registration locally: The quota has been exceeded. Please try again.',
    );
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(main(page).getByRole('heading', { name: 'Registration Data Saved (Locally)!' })).toHaveCount(0);
    await expect(participant(page, 2).getByLabel('Full Name')).toHaveValue(' Sam Carter ');
    await expect(main(page).getByLabel('State')).toHaveValue('VIC');
    await expect(submitButton(page)).toHaveText('Submit Registration');
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe('PD session dates', () => {
  test('offers only dates from the visitor’s today onwards', async ({ page }) => {
    await openForm(page);
    await expect
      .poll(() => sessionOptions(page))
      .toEqual([
        'Select a session date',
        'December 1, 2026',
        'January 5, 2027',
        'February 2, 2027',
        'March 2, 2027',
        'April 6, 2027',
        'May 4, 2027',
        'June 1, 2027',
      ]);
  });

  test('a session on the visitor’s today is still offered; earlier ones are not', async ({ page }) => {
    await openForm(page, new Date('2027-03-02T07:30:00+10:00'));
    await expect
      .poll(() => sessionOptions(page))
      .toEqual(['Select a session date', 'March 2, 2027', 'April 6, 2027', 'May 4, 2027', 'June 1, 2027']);
  });

  test('the spec’s 2025 dates are offered to a visitor in 2025', async ({ page }) => {
    await openForm(page, new Date('2025-09-03T09:00:00+10:00'));
    await expect
      .poll(async () => (await sessionOptions(page)).slice(0, 4))
      .toEqual(['Select a session date', 'October 7, 2025', 'November 4, 2025', 'December 2, 2025']);
  });

  test('a session that has passed since the build is offered neither before nor after hydration', async ({ page }) => {
    // The build's day (BUILD_TIME) is before the first session, October 7, 2025; the visitor's is the day after it.
    await page.clock.setFixedTime(new Date('2025-10-08T09:00:00+10:00'));
    const island = await holdIsland(page, 'PdRegistrationForm');
    await page.goto('/pd-registration');
    const firstOffered = async () => (await sessionOptions(page)).slice(0, 3);
    expect(await firstOffered()).toEqual(['Select a session date', 'November 4, 2025', 'December 2, 2025']);
    await main(page).getByLabel('Company Name').fill('Acme');
    await island.isWaiting();

    await island.release();
    await expect(main(page).getByLabel('Company Name')).toHaveValue('Acme');
    expect(await firstOffered()).toEqual(['Select a session date', 'November 4, 2025', 'December 2, 2025']);
  });

  test('with no date left the form says so and points to get in touch', async ({ page }) => {
    await openForm(page, new Date('2027-06-02T09:00:00+10:00'));
    await expect(main(page).getByText('There are no upcoming session dates right now.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/get-in-touch');
    await expect(main(page).getByLabel('Session Date')).toBeDisabled();
    await submitButton(page).click();
    await expect(main(page).getByText('Session Date is required.')).toBeVisible();
  });
});

test.describe('PD registration accessibility', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`no axe violations on the form, with errors and on the done screen (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openForm(page);
      expect(await axeViolations(page)).toEqual([]);
      await main(page).getByLabel('Number of Participants').selectOption('2');
      await submitButton(page).click();
      await expect(toast(page)).toContainText('Validation Error');
      expect(await axeViolations(page)).toEqual([]);
      await fillValidForm(page);
      await submitButton(page).click();
      await expect(main(page).getByRole('heading', { name: 'Registration Data Saved (Locally)!' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('no axe violations when no session date is left (phone)', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await openForm(page, new Date('2027-06-02T09:00:00+10:00'));
    await expect(main(page).getByText('There are no upcoming session dates right now.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
