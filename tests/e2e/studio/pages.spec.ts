import type { Page } from '@playwright/test';
import { SECTION_GROUPS, sectionPicture } from '../../../studio/schemaTypes/page-sections.ts';
import { expect, openDocument, test, type TestStudio } from './fixtures.ts';

const CAMPAIGN_PAGE = 'page-qld-certificate-3-guarantee';

/**
 * Opens a page document and its insert menu of sections ("Add item" under Sections), and the menu's first group.
 * The pane draws its form again as the document settles, which closes a menu opened before: in one run of npm test
 * the menu closed before its first group could be chosen, and the click waited two minutes. As a coordinator would,
 * the menu is opened again until the group can be chosen (as "View on site" does in publishing.spec.ts).
 */
async function openInsertMenu(page: Page, studio: TestStudio, id: string, firstGroup: string) {
  await openDocument(page, studio, id, 'page');
  const form = page.getByTestId('document-pane');
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeVisible({ timeout: 40_000 });
  const menu = page.getByRole('menu').filter({ visible: true });
  await expect(async () => {
    if (!(await menu.isVisible())) await form.getByRole('button', { name: 'Add item' }).last().click();
    await menu.getByText(firstGroup, { exact: true }).click({ timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  return menu;
}

test("a page's insert menu groups its sections and shows a picture of each, served by the Studio", async ({
  page,
  studio,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const menu = await openInsertMenu(page, studio, CAMPAIGN_PAGE, SECTION_GROUPS[0].title);
  for (const [position, group] of SECTION_GROUPS.entries()) {
    if (position > 0) await menu.getByText(group.title, { exact: true }).click();
    const pictures = menu.locator('img');
    await expect(pictures).toHaveCount(group.of.length);
    for (const [index, type] of group.of.entries()) {
      const picture = pictures.nth(index);
      await expect(picture).toHaveAttribute('src', sectionPicture(type));
      // Drawn: the Studio served the file (a missing one leaves the image broken, 0 wide).
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
  }
});
