import { expect, test as base, type Page } from '@playwright/test';
import { DEFERRED_RENDER_CLASS } from '../../src/lib/site/deferred-render.ts';
import { runAxe } from './axe.ts';
import { failureScreenshots } from './failure-screenshots.ts';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
/** From this width the header shows the menus (Tailwind's `xl`); below it, the menu button. */
export const DESKTOP_MENUS_WIDTH = 1280;

// Outside hosts never resolve in the test browser (scripts/chromium.ts): tests never reach the internet.
export const test = base.extend<{ noCspViolations: void; noPersonalDetailsInUrls: void; failureScreenshots: void }>({
  failureScreenshots,
  /**
   * The publisher serves every page with its Content-Security-Policy. Whatever a test does, nothing the site needs may
   * be refused by it: Chromium reports each refusal on the console, and any one fails the test.
   */
  noCspViolations: [
    async ({ context }, use) => {
      const refused: string[] = [];
      context.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) refused.push(message.text());
      });
      await use();
      expect(refused, 'Content-Security-Policy refusals on the console').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * No request of any test may carry a name or an e-mail address in its query (issue 31): forms post, so what a
   * visitor types never reaches an address bar, a history, a server log or an analytics hit.
   */
  noPersonalDetailsInUrls: [
    async ({ context }, use) => {
      const leaked: string[] = [];
      context.on('request', (request) => {
        const { search } = new URL(request.url());
        if (/[?&](?:[\w.-]*email|name)=/i.test(search)) leaked.push(request.url());
      });
      await use();
      expect(leaked, 'requests with a name or e-mail address in the query').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The built site the tests serve: dist/, or another build (e.g. a publisher release) named by E2E_OUT_DIR. */
export const OUT_DIR = process.env.E2E_OUT_DIR || 'dist';

/** axe's tags of every WCAG 2.0, 2.1 and 2.2 success criterion at levels A and AA. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Renders every section and card the browser has not rendered yet (content-visibility: auto, global.css), as a reader
 * scrolling past them would see them, so what is measured of them is real.
 */
export async function renderDeferred(page: Page) {
  await page.evaluate((selector) => {
    for (const deferred of document.querySelectorAll<HTMLElement>(selector))
      deferred.style.contentVisibility = 'visible';
  }, `.${DEFERRED_RENDER_CLASS}`);
}

/**
 * axe with the WCAG 2.2 AA rule set; returns violations in a readable shape.
 *
 * axe runs once in the page (./axe.ts) rather than in every frame and then again in a new blank page to merge the
 * results, which halves the time of a scan. It leaves out cross-origin frames, which here hold only third-party
 * content (map, forms) that the tests answer with stubs. Only violations are collected in full.
 */
export async function axeViolations(page: Page, include?: string) {
  // Cards the browser has not rendered yet have no colours or sizes, which axe misreads (dequelabs/axe-core#2768).
  await renderDeferred(page);
  // Colour contrast read mid-fade (the catalogue cards' entrance) reports text that is fine once it has arrived.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await runAxe(
    page,
    { resultTypes: ['violations'], runOnly: { type: 'tag', values: WCAG_22_AA } },
    include,
  );
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

type JsonLd = Record<string, unknown> & { '@type'?: string };

/** The page's JSON-LD object of one schema.org type (e.g. 'Course'), or undefined when it has none. */
export async function jsonLdOfType(page: Page, type: string): Promise<JsonLd | undefined> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as JsonLd).find((data) => data['@type'] === type);
}
