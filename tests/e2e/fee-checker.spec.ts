import type { Page } from '@playwright/test';
import { axeViolations, expect, test, VIEWPORTS } from './fixtures.ts';
import { answerAsQueenslander, checker, liveRegion } from './fee-checker-answers.ts';
import { hydrated } from './hydration.ts';

/** Each price of the result as "name, state: $amount", the way the page's fee list writes it. */
const resultPrices = (page: Page) => page.locator('[data-outcome] [data-outcome-label]').allInnerTexts();
const feeList = (page: Page) => page.getByRole('list', { name: 'Fee options' }).getByRole('listitem').allInnerTexts();

/** Opens the page and starts using the checker: its first field takes focus, which hydrates it. */
async function openChecker(page: Page, path: string) {
  await page.goto(path);
  await checker(page).locator('select, input').first().focus();
  await hydrated(page, 'FeeChecker');
}

test.describe('What will I pay? on a course page', () => {
  test('answers, shows the prices of the fee list, and reproduces the result from its URL', async ({ page }) => {
    await openChecker(page, '/courses/tli30321');
    const fees = await feeList(page);
    expect(fees).toEqual([
      'Full fee: $6,540.00',
      'Certificate 3 Guarantee, QLD: $1,250.00',
      'Certificate 3 Guarantee, concession, QLD: $625.00',
    ]);
    await answerAsQueenslander(page);
    await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
    await expect(liveRegion(page)).toHaveText('3 prices: 3 you may pay.');
    expect(await resultPrices(page)).toEqual(fees);
    await expect(page.getByText('This is an estimate; we confirm eligibility at enrolment.').first()).toBeVisible();
    await expect(page.getByText(/Rules last checked on \d+ \w+ \d{4}/).first()).toBeVisible();

    // The names, in the URL: a reload (or a shared link) shows the same result.
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: 'QLD',
      age: '15',
      school: 'left',
      residency: 'citizen',
      highest: 'none',
      enrolled: 'none',
      concession: 'yes',
    });
    await page.goto('about:blank');
    // Answers in the address hydrate the checker without any interaction.
    await page.goto(url.href);
    await hydrated(page, 'FeeChecker');
    await expect(liveRegion(page)).toHaveText('3 prices: 3 you may pay.');
    expect(await resultPrices(page)).toEqual(fees);

    // Changed answers change the result: fourteen is too young for the Certificate 3 Guarantee.
    await checker(page).getByLabel('How old are you?').fill('14');
    await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
    await expect(liveRegion(page)).toHaveText('3 prices: 1 you may pay, 2 not for you.');
    await expect(page.locator('[data-outcome="not-eligible"]').first()).toContainText('is aged at least 15');
    expect(new URL(page.url()).searchParams.get('age')).toBe('14');
  });

  test('asks nothing twice: a second course page starts from the answers given on the first', async ({ page }) => {
    await openChecker(page, '/courses/tli30321');
    await answerAsQueenslander(page);
    await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
    await expect(liveRegion(page)).toHaveText(/prices/);
    await openChecker(page, '/courses/cpp30321');
    await expect(checker(page).getByLabel('Which state or territory do you live in?')).toHaveValue('QLD');
    await expect(checker(page).getByLabel('How old are you?')).toHaveValue('15');
    await expect(
      checker(page)
        .getByRole('group', { name: /concession card/ })
        .getByLabel('Yes'),
    ).toBeChecked();
  });

  test('the enquiry link fills in the contact form', async ({ page }) => {
    await openChecker(page, '/courses/tli30321');
    await answerAsQueenslander(page);
    await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
    await page.getByRole('link', { name: 'Enquire about this price: Certificate 3 Guarantee, concession' }).click();
    await expect(page).toHaveURL(/\/get-in-touch\?/);
    await hydrated(page, 'ContactForm');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await expect(form.getByLabel('Subject')).toHaveValue('Fee enquiry: TLI30321 Certificate 3 Guarantee, concession');
    await expect(form.getByLabel('Message')).toHaveValue(
      /the Certificate 3 Guarantee, concession price of \$625\.00 for TLI30321 Certificate III in Supply Chain Operations/,
    );
  });

  test('a wrong number is named at its field and keeps what was typed', async ({ page }) => {
    await openChecker(page, '/courses/tli30321');
    const age = checker(page).getByLabel('How old are you?');
    await age.fill('fifteen');
    await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
    await expect(age).toBeFocused();
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(age).toHaveAccessibleDescription(/Enter a whole number from 0 to 120/);
    await expect(age).toHaveValue('fifteen');
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openChecker(page, '/courses/tli30321');
    const state = checker(page).getByLabel('Which state or territory do you live in?');
    await state.focus();
    await page.keyboard.type('Queensland');
    await expect(state).toHaveValue('QLD');
    await page.keyboard.press('Tab');
    await page.keyboard.type('30');
    // Each group of answers is one Tab stop; Space picks its first answer.
    for (let group = 0; group < 5; group++) {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
    }
    await page.keyboard.press('Tab');
    await expect(checker(page).getByRole('button', { name: 'Show what I pay' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(liveRegion(page)).toHaveText('3 prices: 3 you may pay.');
  });

  test("without JavaScript, the section gives each program's rules and prices in plain words", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/courses/tli30321');
    const rules = page.locator('#what-will-i-pay article[data-program="fundingProgram-qld-c3g"]');
    await expect(rules).toContainText('$1,250.00, or $625.00 with a concession');
    await expect(rules).toContainText(
      'Who is eligible: A learner who lives in Queensland, is aged at least 15, is no longer at school or in a VET in Schools place',
    );
    await expect(rules.getByRole('link', { name: /official Certificate 3 Guarantee page/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await context.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`passes axe with a result, on a ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openChecker(page, '/courses/tli30321?age=fifteen');
      expect(await axeViolations(page, '#what-will-i-pay')).toEqual([]);
      await answerAsQueenslander(page);
      await checker(page).getByRole('button', { name: 'Show what I pay' }).click();
      await expect(liveRegion(page)).toHaveText(/prices/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('/fees-and-funding', () => {
  test('checks any course, with the prices of its page, and keeps the course in the URL', async ({ page }) => {
    await openChecker(page, '/fees-and-funding');
    const form = checker(page);
    await form.getByRole('button', { name: 'Show what I pay' }).click();
    await expect(form.getByLabel('Course')).toBeFocused();
    await expect(form.getByLabel('Course')).toHaveAccessibleDescription('Choose a course');

    await form.getByLabel('Course').selectOption('TLI31222');
    await form.getByLabel('Which state or territory do you live in?').selectOption('QLD');
    await form.getByLabel('Which state or territory do you work in?').selectOption('NSW');
    await form.getByLabel('How old are you?').fill('40');
    await form.getByRole('group', { name: 'Are you still at school?' }).getByLabel('No, I have left school').check();
    await form
      .getByRole('group', { name: 'What is your citizenship or visa?' })
      .getByLabel('Australian permanent resident')
      .check();
    await form
      .getByRole('group', { name: /concession card/ })
      .getByLabel('No')
      .check();
    await form.getByRole('button', { name: 'Show what I pay' }).click();
    await expect(liveRegion(page)).toHaveText('4 prices: 2 you may pay, 1 we need to check, 1 not for you.');
    const shown = await resultPrices(page);
    const url = page.url();
    expect(new URL(url).searchParams.get('course')).toBe('TLI31222');
    expect(new URL(url).searchParams.get('workstate')).toBe('NSW');

    await page.goto('/courses/tli31222');
    expect(shown).toEqual(await feeList(page));

    await openChecker(page, url.replace(/^https?:\/\/[^/]+/, ''));
    await expect(liveRegion(page)).toHaveText('4 prices: 2 you may pay, 1 we need to check, 1 not for you.');
    expect(await resultPrices(page)).toEqual(shown);
  });

  test('is linked from How to enrol, the fees policy and Before you enrol, and lists every program', async ({
    page,
  }) => {
    for (const path of ['/training-with-northwind/how-to-enrol', '/training-with-northwind/fees-charges-refunds']) {
      await page.goto(path);
      await expect(page.locator('main a[href="/fees-and-funding"]').first(), path).toBeVisible();
    }
    await page.goto('/courses/tli40324');
    await expect(page.locator('#before-you-enrol a[href="/fees-and-funding"]')).toBeVisible();
    await page.goto('/fees-and-funding');
    await expect(page.getByRole('heading', { level: 4 })).toHaveText([
      'Smart and Skilled (New South Wales)',
      'Certificate 3 Guarantee (Queensland)',
      'Higher Level Skills (Queensland)',
      'Skills First (Victoria)',
    ]);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`passes axe on a ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openChecker(page, '/fees-and-funding?course=FBP30121&state=VIC&age=25&highest=cert-iii');
      await expect(liveRegion(page)).toHaveText(/prices/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
