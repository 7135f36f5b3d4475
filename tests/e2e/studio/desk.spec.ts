import { expect, openStudio, test } from './fixtures.ts';

// Tall enough for the whole menu: the Studio draws only the entries in view.
test.use({ viewport: { width: 1280, height: 1400 } });

test('the desk opens with every document list and singleton of the structure, and each kind opens', async ({
  page,
  studio,
}) => {
  await openStudio(page, studio);
  const menu = page.getByTestId('structure-tool-list-pane').first();
  // Singletons first, then courses, the ordered lists and the dated ones (studio/structure/index.ts).
  await expect(menu.getByRole('link', { name: 'Intakes' })).toBeVisible();
  const entries = await menu.getByRole('link').allInnerTexts();
  expect(entries.slice(0, 3)).toEqual(['Site settings', 'Navigation', 'Home page']);
  for (const title of [
    'Courses',
    'Course category',
    'Team member',
    'Policy or guide page',
    'PD session dates',
    'Intakes',
    'Funding',
  ])
    expect(entries).toContain(title);

  // A singleton opens its one document; the course lists, a drag-and-drop list and a dated list open with their documents.
  await menu.getByRole('link', { name: 'Site settings', exact: true }).click();
  await expect(page.getByTestId('document-pane').getByRole('heading', { name: 'Site settings' })).toBeVisible();
  await menu.getByRole('link', { name: 'Courses', exact: true }).click();
  await page.getByRole('link', { name: 'All courses' }).click();
  await expect(page.getByRole('link', { name: /^TLIF0025 · Follow Work Health and Safety Procedures/ })).toBeVisible();
  await menu.getByRole('link', { name: 'Course category', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Transport and Logistics/ })).toBeVisible();
  await menu.getByRole('link', { name: 'Intakes', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Intake patterns' })).toBeVisible();
  await menu.getByRole('link', { name: 'Funding', exact: true }).click();
  await page.getByRole('link', { name: 'Funding programs' }).click();
  await expect(page.getByRole('link', { name: /^Certificate 3 Guarantee/ })).toBeVisible();
  await expect(page.getByText('There was an error')).toHaveCount(0);
});
