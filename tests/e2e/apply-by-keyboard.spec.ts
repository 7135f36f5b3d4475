import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { REFERENCE_IN_TEXT } from '../../contracts/applications/reference.ts';

// Applying online for TLI30321 by keyboard alone, with JavaScript on (issue 42): Tab and Shift+Tab to each control,
// arrow keys within a group of radios, Space to tick, Enter to follow a link or send a form. Wherever focus lands
// to be used, it is visible; an error summary takes focus when the page has one.

/** Most presses of Tab any control on these pages needs from wherever focus is. */
const MOST_PRESSES = 150;

async function expectFocusVisible(page: Page) {
  const ring = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'nothing focused';
    const style = getComputedStyle(focused);
    const drawn = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return focused.matches(':focus-visible') && drawn ? 'visible' : `not visible on ${focused.outerHTML.slice(0, 80)}`;
  });
  expect(ring).toBe('visible');
}

const holdsFocus = (target: Locator) =>
  target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/** Tab, or Shift+Tab when it lies before focus, until one of `target` has focus; then that focus shows. */
async function tabTo(page: Page, target: Locator) {
  await expect(target.first()).toBeAttached();
  for (let presses = 0; presses < MOST_PRESSES; presses++) {
    if (await holdsFocus(target)) return expectFocusVisible(page);
    const before = await target
      .first()
      .evaluate(
        (element) =>
          document.activeElement !== null &&
          document.activeElement !== document.body &&
          Boolean(element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
    await page.keyboard.press(before ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${MOST_PRESSES} presses of Tab never reached ${target.toString()}`);
}

async function type(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** A list chosen by typing the start of its option, then the arrow keys to the one meant, as a keyboard user does. */
async function pick(page: Page, list: Locator, typed: string, value: string) {
  await tabTo(page, list);
  await page.keyboard.type(typed);
  for (let presses = 0; presses < 5 && (await list.inputValue()) !== value; presses++)
    await page.keyboard.press('ArrowDown');
  await expect(list).toHaveValue(value);
}

/** A checkbox ticked with Space; a radio reached by Tab into its group, then the arrow keys, then Space. */
async function choose(page: Page, option: Locator) {
  if ((await option.getAttribute('type')) === 'checkbox') {
    await tabTo(page, option);
  } else {
    const name = await option.getAttribute('name');
    await tabTo(page, page.locator(`input[type="radio"][name="${name}"]`));
    for (let presses = 0; presses < 40 && !(await holdsFocus(option)); presses++)
      await page.keyboard.press('ArrowDown');
    await expectFocusVisible(page);
  }
  await page.keyboard.press('Space');
  await expect(option).toBeChecked();
}

async function saveAndContinue(page: Page, next: RegExp) {
  await tabTo(page, page.getByRole('button', { name: 'Save and continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(next);
}

const group = (page: Page, name: string | RegExp) => page.getByRole('group', { name });

test('applies for TLI30321 by keyboard alone, with focus visible on every control and the error summary focused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/courses/tli30321');
  await tabTo(page, page.getByRole('link', { name: 'Apply online', exact: true }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apply\/TLI30321\/course$/);

  await saveAndContinue(page, /\/course$/);
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('There is a problem');
  await expect(summary).toBeFocused();
  await expectFocusVisible(page);
  await tabTo(page, summary.getByRole('link', { name: 'Select when you want to start' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Start any time')).toBeFocused();
  await choose(page, page.getByLabel('Start any time'));
  await choose(page, page.getByLabel('Workplace-based'));
  await choose(page, group(page, 'Which state or territory will you study in?').getByLabel('Queensland'));
  await saveAndContinue(page, /\/funding$/);

  await choose(page, group(page, 'Which state or territory do you live in?').getByLabel('Queensland'));
  await type(page, page.getByLabel('How old are you?'), '28');
  await choose(page, page.getByLabel(/^Certificate 3 Guarantee:/));
  await saveAndContinue(page, /\/about-you$/);

  await type(page, page.getByLabel('Family name', { exact: true }), 'Nguyen-Okafor');
  await type(page, page.getByLabel('Given names'), 'Ada');
  await type(page, page.getByLabel('Day'), '14');
  await type(page, page.getByLabel('Month'), '2');
  await type(page, page.getByLabel('Year'), '1996');
  await choose(page, page.getByLabel('Female'));
  await type(page, page.getByLabel('Email address'), 'ada@example.com');
  await type(page, page.getByLabel('Mobile number'), '0412 345 678');
  const home = group(page, 'Where you live');
  await type(page, home.getByLabel('Street name'), 'Wattle Street');
  await type(page, home.getByLabel('Suburb, town or locality'), 'Toowong');
  await pick(page, home.getByLabel('State or territory'), 'Queensland', '03');
  await type(page, home.getByLabel('Postcode'), '4066');
  await saveAndContinue(page, /\/usi$/);

  await choose(page, page.getByLabel('Yes, I have a USI'));
  await type(page, page.getByLabel('Your USI, if you have one'), 'ztcp6rpu6m');
  await saveAndContinue(page, /\/background$/);

  await pick(page, page.getByLabel('In which country were you born?'), 'Australia', '1101');
  await choose(
    page,
    group(page, 'Do you speak a language other than English at home?').getByLabel('No', { exact: true }),
  );
  await choose(page, group(page, /Aboriginal or Torres Strait Islander origin/).getByLabel(/^No, neither/));
  await choose(
    page,
    group(page, 'Do you have a disability, impairment or long-term condition?').getByLabel('No', { exact: true }),
  );
  await pick(page, page.getByLabel('What is the highest school level you have completed?'), 'Completed Year 12', '12');
  await choose(page, group(page, 'Are you still at secondary school?').getByLabel('No', { exact: true }));
  await choose(page, group(page, 'Have you completed any qualification?').getByLabel('No', { exact: true }));
  await pick(page, page.getByLabel('Which best describes your employment?'), 'Full-time employee', '01');
  await pick(page, page.getByLabel('What is your main reason for this course?'), 'To get a job', '01');
  await saveAndContinue(page, /\/review$/);

  await choose(page, page.getByLabel('A new job or career'));
  await choose(page, group(page, /computer or tablet/).getByLabel('Yes', { exact: true }));
  await choose(page, group(page, /read work instructions/).getByLabel('Easy'));
  await choose(page, group(page, /count stock/).getByLabel('I sometimes need help'));
  await choose(page, group(page, /Which dock do the pallets go to/).getByLabel('Dock 3'));
  await choose(page, group(page, /How many cartons is that/).getByLabel('240'));
  await saveAndContinue(page, /\/declaration$/);

  await choose(page, page.getByLabel('I have read the privacy notice'));
  await choose(page, page.getByLabel('Yes, you may keep them'));
  await choose(page, page.getByLabel('The answers I have given are true and complete'));
  await saveAndContinue(page, /\/check$/);

  await expect(page.getByRole('main')).toContainText('Ada Nguyen-Okafor');
  await tabTo(page, page.getByRole('button', { name: 'Send application' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apply\/TLI30321\/done$/);
  await expect(page.getByRole('main')).toContainText(REFERENCE_IN_TEXT);
});
