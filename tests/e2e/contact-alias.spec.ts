import { expect, test } from './fixtures.ts';

test('the LMS support link reaches the contact form with its subject filled in', async ({ page }) => {
  await page.goto('/lms-login');
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/get-in-touch\?subject=LMS_Support$/);
  await expect(page.getByLabel('Subject')).toHaveValue('LMS Support');
});
