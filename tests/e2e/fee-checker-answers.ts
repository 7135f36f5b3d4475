import type { Page } from '@playwright/test';

/** The fee checker of a course page. */
export const checker = (page: Page) => page.getByRole('form', { name: 'What will I pay?' });
/** What the checker says of its result, for screen readers. */
export const liveRegion = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: /prices:/ });

/** A Queensland school leaver with no qualification and a concession card. */
export async function answerAsQueenslander(page: Page) {
  const form = checker(page);
  await form.getByLabel('Which state or territory do you live in?').selectOption('QLD');
  await form.getByLabel('How old are you?').fill('15');
  await form.getByRole('group', { name: 'Are you still at school?' }).getByLabel('No, I have left school').check();
  await form
    .getByRole('group', { name: 'What is your citizenship or visa?' })
    .getByLabel('Australian or New Zealand citizen')
    .check();
  await form.getByRole('group', { name: 'What is the highest qualification you hold?' }).getByLabel('None').check();
  await form.getByRole('group', { name: 'Are you enrolled in another course now?' }).getByLabel(/^No/).check();
  await form
    .getByRole('group', { name: /concession card/ })
    .getByLabel('Yes')
    .check();
}
