// Lighthouse's default (mobile, simulated throttling) run on each route; the medians of several runs (TBT: the worst).
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { fullChromiumExecutable, SHARED_MEMORY_OPTIONS } from '../chromium.ts';
import { freePort } from '../free-port.ts';
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
  cls: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function lighthouseRoutes(
  origin: string,
  routes: string[],
  runs: number,
  headersFor: HeadersFor = () => undefined,
): Promise<LighthouseResult[]> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: await fullChromiumExecutable(),
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
    ...SHARED_MEMORY_OPTIONS,
  });
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
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      }
      const mid = (key: keyof Omit<LighthouseResult, 'route'>) => median(samples.map((sample) => sample[key]));
      results.push({
        route,
        performance: mid('performance'),
        accessibility: mid('accessibility'),
        bestPractices: mid('bestPractices'),
        seo: mid('seo'),
        fcpMs: mid('fcpMs'),
        lcpMs: mid('lcpMs'),
        // Every run must be free of blocking time, so the worst run is the one reported.
        tbtMs: Math.max(...samples.map((sample) => sample.tbtMs)),
        cls: mid('cls'),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
