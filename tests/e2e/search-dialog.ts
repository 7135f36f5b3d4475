// The header's search dialog as a visitor finds it: by its role and name, its hits by the links it lists.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
export const searchHits = (page: Page) => searchDialog(page).locator('a[data-search-hit]');

/** Types `query` into the open dialog and waits until it has answered for it. */
export async function searchFor(page: Page, query: string) {
  await searchDialog(page).getByRole('searchbox').fill(query);
  await expect(searchDialog(page).getByRole('status')).toContainText(`for “${query.trim()}”`);
}
