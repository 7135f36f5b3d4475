import { expect, test } from './fixtures';

// The build served as a static host serves it (astro preview, as `npm run site` does): its 404 page's own
// script decides what an unknown address under /courses/ shows, with no publisher to answer first.
test.describe('a static host', () => {
  test('sends an unknown single segment under /courses/ to the catalogue', async ({ page }) => {
    await page.goto('/courses/no-such-category');
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('shows Page Not Found for an unknown page below a course', async ({ page }) => {
    const response = await page.goto('/courses/tlif0025/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveURL(/\/courses\/tlif0025\/no-such-page$/);
  });
});
