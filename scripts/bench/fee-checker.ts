// The fee checker's budgets (issue 33): its code stays off a course page until the learner reaches it, and the
// funding content adds little to the seed build (timed against the seed with every funding option removed).
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';

export interface FeeCheckerLoading {
  route: string;
  /** Whether the checker's code was fetched while the page loaded, before any interaction. */
  atLoad: boolean;
  /** Whether it was fetched, and the island hydrated, once the learner went to the checker and picked an answer. */
  onInteraction: boolean;
}

const CHECKER_SCRIPT = /\/FeeChecker\.[^/]*\.js$/;

/** Loads the route as a phone, then scrolls to the checker and picks an answer, noting when its code arrives. */
export async function feeCheckerLoading(browser: Browser, origin: string, route: string): Promise<FeeCheckerLoading> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  let fetched = false;
  page.on('request', (request) => {
    if (CHECKER_SCRIPT.test(new URL(request.url()).pathname)) fetched = true;
  });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  const atLoad = fetched;
  const island = page.locator('astro-island[component-url*="/FeeChecker."]');
  await island.scrollIntoViewIfNeeded();
  await island.locator('select').first().focus();
  await page.waitForFunction(() => !document.querySelector('astro-island[component-url*="/FeeChecker."][ssr]'));
  await context.close();
  return { route, atLoad, onInteraction: fetched };
}

/**
 * The seed with no course offering a funding option: the build a checker-free site would have. A page about a
 * funding program (one that names a program, or shows a fee checker) goes with the options, as the build would
 * refuse its claims, and so does the home page's link to it.
 */
export function writeUnfundedDataset(seedFile: string, dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const folder of ['images', 'files']) symlinkSync(resolve(dirname(seedFile), folder), join(dir, folder));
  const docs = readFileSync(seedFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const programs = docs.filter((doc) => doc._type === 'fundingProgram').map((doc) => String(doc.name));
  const aboutFunding = (doc: Record<string, unknown>) => {
    if (doc._type !== 'page') return false;
    const text = JSON.stringify(doc);
    return text.includes('"pageFeeChecker"') || programs.some((name) => text.includes(name));
  };
  const lines = docs
    .filter((doc) => !aboutFunding(doc))
    .map((doc) => {
      if (doc._type === 'course') delete doc.fundingOptions;
      if (doc._type === 'homePage') delete doc.campaignLink;
      return JSON.stringify(doc);
    });
  const file = join(dir, 'data.ndjson');
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}
