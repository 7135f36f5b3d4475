// Lighthouse's default (mobile, simulated throttling) run on each route; the medians of several runs (TBT: the worst).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fullChromiumExecutable, smallSharedMemory } from '../chromium.ts';
import type { HeadersFor } from './application-draft.ts';
import { median } from './stats.ts';

export interface LighthouseResult {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * The long tasks of the run with the most blocking time, each with what Lighthouse attributes it to: the address of
   * the document or script that ran in it, or "unattributed" for work Lighthouse ties to neither.
   */
  tbtTasks: string[];
  cls: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's long-tasks audit (the tasks over 50 ms, as simulated), as "what it is attributed to, duration": a page
 * or script by its path, or Lighthouse's own label for work of no address ("Browser", "Browser GC").
 */
export function longTasks(details: unknown): string[] {
  const items = (details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? [];
  return items.map(({ url, duration = 0 }) => {
    const what = !url || url === 'Unattributable' ? 'unattributed' : URL.canParse(url) ? new URL(url).pathname : url;
    return `${what} ${Math.round(duration)} ms`;
  });
}

export async function lighthouseRoutes(
  origin: string,
  routes: string[],
  runs: number,
  headersFor: HeadersFor = () => undefined,
): Promise<LighthouseResult[]> {
  // Started as Lighthouse's own command line starts it: chrome-launcher's flags keep Chromium's frame for the page
  // across Lighthouse's navigation from about:blank (RenderDocument off). Started by Playwright, whose flags leave
  // RenderDocument on, each run's navigation made a new frame, DevTools attached its session to it within the load,
  // and that task (1-45 ms in traces of /about) gave the worst runs their blocking time.
  const chrome = await launch({
    chromePath: await fullChromiumExecutable(),
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      ...(smallSharedMemory() ? ['--disable-dev-shm-usage'] : []),
    ],
  });
  const { port } = chrome;
  const results: LighthouseResult[] = [];
  try {
    for (const route of routes) {
      const samples: Omit<LighthouseResult, 'route'>[] = [];
      for (let run = 0; run < runs; run += 1) {
        const answer = await lighthouse(origin + route, {
          port,
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          extraHeaders: headersFor(route),
        });
        if (!answer) throw new Error(`Lighthouse returned nothing for ${route}`);
        const { categories, audits } = answer.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          tbtTasks: longTasks(audits['long-tasks']?.details),
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      }
      const mid = (key: Exclude<keyof LighthouseResult, 'route' | 'tbtTasks'>) =>
        median(samples.map((sample) => sample[key]));
      const worst = samples.reduce((most, sample) => (sample.tbtMs > most.tbtMs ? sample : most));
      results.push({
        route,
        performance: mid('performance'),
        accessibility: mid('accessibility'),
        bestPractices: mid('bestPractices'),
        seo: mid('seo'),
        fcpMs: mid('fcpMs'),
        lcpMs: mid('lcpMs'),
        // Every run must be free of blocking time, so the worst run is the one reported.
        tbtMs: worst.tbtMs,
        tbtTasks: worst.tbtTasks,
        cls: mid('cls'),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
