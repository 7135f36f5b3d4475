import type { Page } from '@playwright/test';
import { SECTION_GROUPS, sectionPicture } from '../../../studio/schemaTypes/page-sections.ts';
import { expect, openDocument, test, type TestStudio } from './fixtures.ts';

const CAMPAIGN_PAGE = 'page-qld-certificate-3-guarantee';

/** Opens a page document and its insert menu of sections ("Add item" under Sections). */
async function openInsertMenu(page: Page, studio: TestStudio, id: string) {
  await openDocument(page, studio, id, 'page');
  const form = page.getByTestId('document-pane');
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeVisible({ timeout: 40_000 });
  await form.getByRole('button', { name: 'Add item' }).last().click();
  return page.getByRole('menu').filter({ visible: true });
}

test("a page's insert menu groups its sections and shows a picture of each, served by the Studio", async ({
  page,
  studio,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const menu = await openInsertMenu(page, studio, CAMPAIGN_PAGE);
  for (const group of SECTION_GROUPS) {
    await menu.getByText(group.title, { exact: true }).click();
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
