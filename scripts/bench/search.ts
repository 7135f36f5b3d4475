// Site search as a visitor meets it: the bytes a first query fetches, and the time from the last keystroke
// to results on screen (Playwright, this machine), on a site served as scripts/bench/serve.ts serves it.
import type { Browser, Page } from '@playwright/test';
import { median } from './stats.ts';

export interface SearchBytes {
  /** Brotli bytes on the wire from opening search to the first query's results: code, index and results. */
  firstQueryBytes: number;
}

/** Twenty queries a visitor might type: codes, titles, topics and policy words. */
export const LATENCY_QUERIES = [
  'fatigue',
  'refund',
  'forklift',
  'tlif0006',
  'food safety',
  'chain of responsibility',
  'leadership',
  'warehouse',
  'cleaning',
  'complaints',
  'unique student identifier',
  'enrol',
  'supply chain',
  'driving',
  'cargo',
  'hygiene',
  'diploma',
  'certificate iv',
  'work health',
  'logistics',
];

const PAGE = '/about';
const VIEWPORT = { width: 1280, height: 800 };

async function openSearch(page: Page, origin: string) {
  await page.goto(origin + PAGE, { waitUntil: 'networkidle' });
  await page.keyboard.press('/');
  await page.locator('dialog[data-search-dialog] [data-search-input]').waitFor();
}

export async function firstQueryBytes(browser: Browser, origin: string): Promise<SearchBytes> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  let counting = false;
  let firstQuery = 0;
  page.on('response', (response) => {
    if (counting) firstQuery += Number(response.headers()['content-length'] ?? 0);
  });
  await page.goto(origin + PAGE, { waitUntil: 'networkidle' });
  counting = true;
  await page.keyboard.press('/');
  await page.locator('dialog[data-search-dialog] [data-search-input]').fill(LATENCY_QUERIES[0]);
  await page.locator('dialog[data-search-dialog] a[data-search-hit]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return { firstQueryBytes: firstQuery };
}

/**
 * Types each query key by key into the open dialog and measures, in the page, from the last key's
 * event to the frame after the results list changed. Returns the median in ms.
 */
export async function keystrokeToResultsMs(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await openSearch(page, origin);
  const input = page.locator('dialog[data-search-dialog] [data-search-input]');
  const times: number[] = [];
  for (const query of LATENCY_QUERIES) {
    await input.fill('');
    const done = page.evaluate(
      (expected) =>
        new Promise<number>((resolve) => {
          const dialog = document.querySelector('dialog[data-search-dialog]')!;
          const status = dialog.querySelector('[data-search-status]')!;
          let lastKey = 0;
          const keys = new AbortController();
          dialog.addEventListener('keydown', (event) => (lastKey = event.timeStamp), { signal: keys.signal });
          const observer = new MutationObserver(() => {
            if (!status.textContent?.includes(`“${expected}”`)) return;
            observer.disconnect();
            keys.abort();
            requestAnimationFrame(() => resolve(performance.now() - lastKey));
          });
          observer.observe(status, { childList: true, characterData: true, subtree: true });
        }),
      query,
    );
    await input.pressSequentially(query, { delay: 30 });
    times.push(await done);
  }
  await context.close();
  return median(times);
}
