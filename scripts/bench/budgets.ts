// The bench's arithmetic, its budgets and its report: pure, so the unit tests hold it to the numbers.
import type { ApplicationBurstBudget } from './application-burst-report.ts';
import type { RouteBytes } from './bytes.ts';
import type { FeeCheckerLoading } from './fee-checker.ts';
import type { LighthouseResult } from './lighthouse.ts';

export interface Budgets {
  bytes: Record<string, Partial<Record<'js' | 'css' | 'html' | 'image' | 'total', number>>>;
  lighthouse: { routes: string[]; minScore: number; maxLcpMs: number; maxTbtMs: number; maxCls: number };
  build: { extraCourses: number; maxSeedSeconds: number; maxMsPerExtraPage: number };
  feeChecker: { route: string; maxSeedGrowthSeconds: number };
  catalogue: { maxHtmlBytesPerExtraCourse: number };
  compare: { maxBytesPerCourse: number };
  search: { maxSeedIndexMs: number; maxFirstQueryBytes: number; maxResultsMs: number };
  applications: ApplicationBurstBudget;
}

/** Site search (issue 24): indexing time inside each build, first-query bytes and keystroke-to-results medians. */
export interface SearchTiming {
  seedIndexMs: number;
  scaledIndexMs: number;
  firstQueryBytes: number;
  seedResultsMs: number;
  scaledResultsMs: number;
}

export interface BuildTiming {
  seedSeconds: number;
  seedPages: number;
  scaledSeconds: number;
  scaledPages: number;
  /** Brotli bytes of /courses at seed size and with the extra courses. */
  catalogueSeedBytes: number;
  catalogueScaledBytes: number;
  extraCourses: number;
  /** The seed built with no course offering a funding option (no fee checker on course pages). */
  unfundedSeedSeconds: number;
  /** Brotli bytes of the compare data (/compare-data.json) and its courses, at seed size and with the extra courses. */
  compareData: { seedBytes: number; seedCourses: number; scaledBytes: number; scaledCourses: number };
}

export const msPerExtraPage = (t: BuildTiming) =>
  ((t.scaledSeconds - t.seedSeconds) * 1000) / (t.scaledPages - t.seedPages);
export const catalogueBytesPerCourse = (t: BuildTiming) =>
  (t.catalogueScaledBytes - t.catalogueSeedBytes) / t.extraCourses;
/** The compare data's brotli bytes per course: at the seed size, and with the extra courses. */
export const compareBytesPerCourse = ({ compareData: c }: BuildTiming) => ({
  seed: c.seedBytes / c.seedCourses,
  scaled: c.scaledBytes / c.scaledCourses,
});

/** Every broken budget, in words; empty when all hold. */
export function brokenBudgets(
  budgets: Budgets,
  bytes: RouteBytes[],
  lighthouse: LighthouseResult[] = [],
  build?: BuildTiming,
  search?: SearchTiming,
  checker?: FeeCheckerLoading,
): string[] {
  const broken: string[] = [];
  if (checker) {
    if (checker.atLoad) broken.push(`${checker.route}: the fee checker's code loads with the page`);
    if (!checker.onInteraction) broken.push(`${checker.route}: the fee checker did not load when used`);
  }
  for (const [route, limits] of Object.entries(budgets.bytes)) {
    const measured = bytes.find((entry) => entry.route === route);
    if (!measured) {
      broken.push(`${route}: not measured`);
      continue;
    }
    for (const [kind, limit] of Object.entries(limits) as [keyof typeof limits, number][]) {
      if (measured[kind] > limit) broken.push(`${route}: ${kind} ${measured[kind]} B > ${limit} B`);
    }
  }
  const { minScore, maxLcpMs, maxTbtMs, maxCls } = budgets.lighthouse;
  for (const result of lighthouse) {
    const scores = {
      performance: result.performance,
      accessibility: result.accessibility,
      bestPractices: result.bestPractices,
      seo: result.seo,
    };
    for (const [name, score] of Object.entries(scores)) {
      if (score < minScore) broken.push(`${result.route}: Lighthouse ${name} ${score} < ${minScore}`);
    }
    if (result.lcpMs > maxLcpMs) broken.push(`${result.route}: LCP ${Math.round(result.lcpMs)} ms > ${maxLcpMs} ms`);
    if (result.tbtMs > maxTbtMs) {
      const tasks = result.tbtTasks.length > 0 ? ` (that run's long tasks: ${result.tbtTasks.join(', ')})` : '';
      broken.push(`${result.route}: TBT ${Math.round(result.tbtMs)} ms > ${maxTbtMs} ms${tasks}`);
    }
    if (!(result.cls < maxCls)) broken.push(`${result.route}: CLS ${result.cls.toFixed(3)} ≥ ${maxCls}`);
  }
  if (build) {
    if (build.seedSeconds > budgets.build.maxSeedSeconds)
      broken.push(`seed build ${build.seedSeconds.toFixed(1)} s > ${budgets.build.maxSeedSeconds} s`);
    const growth = build.seedSeconds - build.unfundedSeedSeconds;
    if (growth > budgets.feeChecker.maxSeedGrowthSeconds)
      broken.push(
        `funding content adds ${growth.toFixed(2)} s to the seed build > ${budgets.feeChecker.maxSeedGrowthSeconds} s`,
      );
    const perPage = msPerExtraPage(build);
    if (perPage > budgets.build.maxMsPerExtraPage)
      broken.push(`${perPage.toFixed(1)} ms per extra page > ${budgets.build.maxMsPerExtraPage} ms`);
    const perCourse = catalogueBytesPerCourse(build);
    if (perCourse > budgets.catalogue.maxHtmlBytesPerExtraCourse)
      broken.push(
        `/courses grows ${Math.round(perCourse)} B per course > ${budgets.catalogue.maxHtmlBytesPerExtraCourse} B`,
      );
    for (const [size, bytes] of Object.entries(compareBytesPerCourse(build)))
      if (bytes > budgets.compare.maxBytesPerCourse)
        broken.push(
          `the compare data takes ${Math.round(bytes)} B per course (${size}) > ${budgets.compare.maxBytesPerCourse} B`,
        );
  }
  if (search) {
    const limits = budgets.search;
    if (search.seedIndexMs > limits.maxSeedIndexMs)
      broken.push(`search indexing adds ${search.seedIndexMs} ms to the seed build > ${limits.maxSeedIndexMs} ms`);
    if (search.firstQueryBytes > limits.maxFirstQueryBytes)
      broken.push(`a first search fetches ${search.firstQueryBytes} B > ${limits.maxFirstQueryBytes} B`);
    for (const [size, ms] of [
      ['seed', search.seedResultsMs],
      ['scaled', search.scaledResultsMs],
    ] as const)
      if (ms > limits.maxResultsMs)
        broken.push(`search results ${Math.round(ms)} ms after the last key (${size}) > ${limits.maxResultsMs} ms`);
  }
  return broken;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function report(
  bytes: RouteBytes[],
  lighthouse: LighthouseResult[],
  build?: BuildTiming,
  search?: SearchTiming,
  checker?: FeeCheckerLoading,
): string {
  const sections = [
    '## Bytes at load (brotli, KiB)\n',
    table(
      ['route', 'JS', 'CSS', 'HTML', 'images', 'total'],
      bytes.map((r) => [r.route, kib(r.js), kib(r.css), kib(r.html), kib(r.image), kib(r.total)]),
    ),
  ];
  if (lighthouse.length > 0) {
    sections.push(
      '\n## Lighthouse mobile (medians)\n',
      table(
        ['route', 'perf', 'a11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
        lighthouse.map((r) => [
          r.route,
          r.performance,
          r.accessibility,
          r.bestPractices,
          r.seo,
          `${(r.fcpMs / 1000).toFixed(2)} s`,
          `${(r.lcpMs / 1000).toFixed(2)} s`,
          `${Math.round(r.tbtMs)} ms`,
          r.cls.toFixed(3),
        ]),
      ),
    );
  }
  if (build) {
    sections.push(
      '\n## Builds\n',
      table(
        ['dataset', 'pages', 'time', '/courses HTML (brotli)'],
        [
          ['seed', build.seedPages, `${build.seedSeconds.toFixed(1)} s`, `${kib(build.catalogueSeedBytes)} KiB`],
          ['seed without funding options', '', `${build.unfundedSeedSeconds.toFixed(1)} s`, ''],
          [
            `seed + ${build.extraCourses} courses`,
            build.scaledPages,
            `${build.scaledSeconds.toFixed(1)} s`,
            `${kib(build.catalogueScaledBytes)} KiB`,
          ],
        ],
      ),
      `\n${msPerExtraPage(build).toFixed(1)} ms per extra page; /courses grows ${Math.round(catalogueBytesPerCourse(build))} B (brotli) per course.`,
      `The compare data takes ${Math.round(compareBytesPerCourse(build).seed)} B (brotli) per course at the seed size and ${Math.round(compareBytesPerCourse(build).scaled)} B with the extra courses.`,
    );
  }
  if (search && build) {
    sections.push(
      '\n## Site search\n',
      table(
        ['dataset', 'indexing in the build', 'last key to results (median of 20)'],
        [
          ['seed', `${search.seedIndexMs} ms`, `${Math.round(search.seedResultsMs)} ms`],
          [
            `seed + ${build.extraCourses} courses`,
            `${search.scaledIndexMs} ms`,
            `${Math.round(search.scaledResultsMs)} ms`,
          ],
        ],
      ),
      `\nA first query fetches ${kib(search.firstQueryBytes)} KiB (brotli), code and index included.`,
    );
  }
  if (checker)
    sections.push(
      '\n## Fee checker\n',
      `On ${checker.route}, its code ${checker.atLoad ? 'loads with the page' : 'is not fetched at load'} and ${
        checker.onInteraction ? 'loads when the learner reaches it and answers' : 'did not load when used'
      }.`,
    );
  return `${sections.join('\n')}\n`;
}
