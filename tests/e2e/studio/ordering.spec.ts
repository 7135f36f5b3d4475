import { expect, openStudio, test } from './fixtures.ts';

const rankOf = (studio: { lake: { documents: Map<string, Record<string, unknown>> } }, id: string) =>
  String(studio.lake.documents.get(id)?.orderRank);

test('dragging a category to the top of its list gives it the first orderRank', async ({ page, studio }) => {
  await openStudio(page, studio, '/structure/category');
  const rows = page.getByRole('link', { name: /^Cleaning Operations/ });
  await expect(rows).toBeVisible();
  expect(rankOf(studio, 'category-cleaning-operations') > rankOf(studio, 'category-transport-and-logistics')).toBe(
    true,
  );

  // The list's drag handles work by keyboard too: pick up, move up three places, drop.
  const handle = page.locator('[data-rfd-drag-handle-draggable-id="category-cleaning-operations"]');
  await handle.focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');

  await expect
    .poll(() => rankOf(studio, 'category-cleaning-operations') < rankOf(studio, 'category-transport-and-logistics'))
    .toBe(true);
  await expect(page.getByRole('link', { name: /^(Cleaning Operations|Transport and Logistics)/ }).first()).toHaveText(
    /^Cleaning Operations/,
  );
});

test("a new course made from a category's list starts in that category", async ({ page, studio }) => {
  await openStudio(page, studio, '/structure/courses;courses-by-category;category-food-manufacturing-and-food-safety');
  // The list of a category's courses shows only its courses, and creates courses in it.
  await expect(page.getByRole('link', { name: /^FBP30121 ·/ })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('link', { name: /^TLIF0025 ·/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Course in this category' }).click();
  const form = page.getByTestId('document-pane');
  await expect(form.getByRole('tab', { name: 'Catalogue card' })).toBeVisible({ timeout: 40_000 });
  await expect(form.getByText('Food Manufacturing and Food Safety').filter({ visible: true }).first()).toBeVisible();
});
