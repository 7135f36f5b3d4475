// The header's search dialog as a visitor finds it: by its role and name, its hits by the links it lists.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
export const searchHits = (page: Page) => searchDialog(page).locator('a[data-search-hit]');

/** Types `query` into the open dialog and waits until it has answered for it. */
export async function searchFor(page: Page, query: string) {
  await searchDialog(page).getByRole('searchbox').fill(query);
  await expect(searchDialog(page).getByRole('status')).toContainText(`for “${query.trim()}”`);
}

const SITE = 'https://www.northwind-training.example';

/** Every page the sitemap lists (the build's own), as paths, but for the search page itself. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => match[1].replace(SITE, '') || '/')
    .filter((path) => path !== '/search');
}

/** The search code and index a page has fetched, recorded from now on; `clear()` starts a new page's list. */
export function searchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/pagefind\/|search-(dialog|panel)/.test(request.url())) urls.push(request.url());
  });
  return { urls, clear: () => (urls.length = 0) };
}

/** On the page as loaded: "/" opens search, and a word every page's site has finds something. */
export async function expectSearchWorks(page: Page, path: string) {
  await page.keyboard.press('/');
  await searchFor(page, 'safety');
  await expect(searchHits(page).first(), path).toBeVisible();
}
