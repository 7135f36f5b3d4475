import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  brokenBudgets,
  catalogueBytesPerCourse,
  msPerExtraPage,
  report,
  type Budgets,
  type BuildTiming,
  type SearchTiming,
} from '../../scripts/bench/budgets.ts';
import { indexedMessage, indexMsFromLog } from '../../src/lib/search/index-log.node.ts';
import type { RouteBytes } from '../../scripts/bench/bytes.ts';
import { longTasks, type LighthouseResult } from '../../scripts/bench/lighthouse.ts';
import { median } from '../../scripts/bench/stats.ts';
import { burstProblems, burstReport, type ApplicationBurst } from '../../scripts/bench/application-burst-report.ts';
import { withExtraCourses, writeScaledDataset } from '../../scripts/bench/dataset.ts';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';

const budgets = JSON.parse(readFileSync('scripts/bench-budgets.json', 'utf8')) as Budgets;
/** A route's Lighthouse result within every budget. */
const lighthouseRun: LighthouseResult = {
  route: '/',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 800,
  tbtMs: 0,
  tbtTasks: [],
  cls: 0,
};
const bytesOf = (route: string, js: number): RouteBytes => ({
  route,
  js,
  css: 8000,
  html: 7000,
  image: 400,
  other: 0,
  total: js + 15400,
});
const withinBytes = Object.keys(budgets.bytes).map((route) => bytesOf(route, 3000));
const timing: BuildTiming = {
  seedSeconds: 3,
  seedPages: 39,
  scaledSeconds: 9,
  scaledPages: 1039,
  catalogueSeedBytes: 15000,
  catalogueScaledBytes: 15000 + 1000 * 900,
  extraCourses: 1000,
  unfundedSeedSeconds: 2.8,
  compareData: { seedBytes: 20 * 300, seedCourses: 20, scaledBytes: 1020 * 700, scaledCourses: 1020 },
};

describe('bench budgets (issue 12 acceptance)', () => {
  it('holds content pages to 5 KiB of JavaScript at load, and island and account pages to 10 KiB (issue 31)', () => {
    expect(brokenBudgets(budgets, withinBytes)).toEqual([]);
    const heavy = withinBytes.map((entry) =>
      entry.route === '/about'
        ? bytesOf('/about', 5121)
        : entry.route === '/account/sign-in'
          ? bytesOf('/account/sign-in', 70000)
          : entry,
    );
    expect(brokenBudgets(budgets, heavy)).toEqual([
      '/about: js 5121 B > 5120 B',
      '/account/sign-in: js 70000 B > 10240 B',
    ]);
  });

  it('reports a budgeted route that was not measured', () => {
    expect(brokenBudgets(budgets, withinBytes.slice(1))).toEqual([`${withinBytes[0].route}: not measured`]);
  });

  it('wants 100 in every Lighthouse category, the largest paint within 1 s, no blocking time and CLS under 0.01', () => {
    const run = { ...lighthouseRun, lcpMs: 1000 };
    expect(brokenBudgets(budgets, withinBytes, [run])).toEqual([]);
    expect(brokenBudgets(budgets, withinBytes, [{ ...run, seo: 92, lcpMs: 1001, tbtMs: 4, cls: 0.01 }])).toEqual([
      '/: Lighthouse seo 92 < 100',
      '/: LCP 1001 ms > 1000 ms',
      '/: TBT 4 ms > 0 ms',
      '/: CLS 0.010 ≥ 0.01',
    ]);
  });

  it("names what blocked the worst run, so the browser's own work can be told from the page's", () => {
    const blocked = { ...lighthouseRun, tbtMs: 23, tbtTasks: ['unattributed 73 ms'] };
    expect(brokenBudgets(budgets, withinBytes, [blocked])).toEqual([
      "/: TBT 23 ms > 0 ms (that run's long tasks: unattributed 73 ms)",
    ]);
  });

  it('reads what Lighthouse blames for each long task: a page by its path, or its label for the browser', () => {
    const items = [
      { url: 'http://127.0.0.1:4321/courses', duration: 57.4 },
      { url: 'Unattributable', duration: 96 },
      { url: 'Browser GC', duration: 61 },
    ];
    expect(longTasks({ items })).toEqual(['/courses 57 ms', 'unattributed 96 ms', 'Browser GC 61 ms']);
  });

  it('holds the seed build to 6 s, each extra page to 10 ms and /courses to 1.5 KiB per course', () => {
    expect(msPerExtraPage(timing)).toBe(6);
    expect(catalogueBytesPerCourse(timing)).toBe(900);
    expect(brokenBudgets(budgets, withinBytes, [], timing)).toEqual([]);
    const slow = {
      ...timing,
      seedSeconds: 6.5,
      unfundedSeedSeconds: 6.3,
      scaledSeconds: 17,
      catalogueScaledBytes: 15000 + 1000 * 1600,
    };
    expect(brokenBudgets(budgets, withinBytes, [], slow)).toEqual([
      'seed build 6.5 s > 6 s',
      '10.5 ms per extra page > 10 ms',
      '/courses grows 1600 B per course > 1536 B',
    ]);
  });

  it('holds the compare data to 1.5 KiB (brotli) per course, at the seed size and with 1,000 more courses', () => {
    const heavy = { ...timing, compareData: { ...timing.compareData, scaledBytes: 1020 * 1537 } };
    expect(brokenBudgets(budgets, withinBytes, [], heavy)).toEqual([
      'the compare data takes 1537 B per course (scaled) > 1536 B',
    ]);
    expect(report([bytesOf('/', 3072)], [], timing)).toContain(
      'The compare data takes 300 B (brotli) per course at the seed size and 700 B with the extra courses.',
    );
  });

  it('holds search to 2 s of indexing, 150 KiB for a first query and 150 ms from the last key to results', () => {
    const search: SearchTiming = {
      seedIndexMs: 150,
      scaledIndexMs: 900,
      firstQueryBytes: 90_000,
      seedResultsMs: 80,
      scaledResultsMs: 95,
    };
    expect(brokenBudgets(budgets, withinBytes, [], timing, search)).toEqual([]);
    const slow = { ...search, seedIndexMs: 2001, firstQueryBytes: 153_601, scaledResultsMs: 151 };
    expect(brokenBudgets(budgets, withinBytes, [], timing, slow)).toEqual([
      'search indexing adds 2001 ms to the seed build > 2000 ms',
      'a first search fetches 153601 B > 153600 B',
      'search results 151 ms after the last key (scaled) > 150 ms',
    ]);
    const markdown = report([bytesOf('/', 3072)], [], timing, search);
    expect(markdown).toContain('| seed + 1000 courses | 900 ms | 95 ms |');
    expect(markdown).toContain('A first query fetches 87.9 KiB (brotli)');
  });

  it('keeps the fee checker off a course page until it is used, and its content to 0.3 s of the seed build', () => {
    const loading = { route: '/courses/tli30321', atLoad: false, onInteraction: true };
    expect(brokenBudgets(budgets, withinBytes, [], timing, undefined, loading)).toEqual([]);
    expect(
      brokenBudgets(budgets, withinBytes, [], { ...timing, unfundedSeedSeconds: 2.6 }, undefined, {
        ...loading,
        atLoad: true,
      }),
    ).toEqual([
      "/courses/tli30321: the fee checker's code loads with the page",
      'funding content adds 0.40 s to the seed build > 0.3 s',
    ]);
    expect(report([bytesOf('/', 3072)], [], timing, undefined, loading)).toContain(
      'On /courses/tli30321, its code is not fetched at load and loads when the learner reaches it and answers.',
    );
  });

  it("reads the search integration's indexing time from a build's output", () => {
    const line = indexedMessage(40, 4, 123.4);
    expect(indexMsFromLog(`16:33:00 [northwind:search-index] ${line}\n16:33:00 [build] Complete!`)).toBe(123);
    expect(indexMsFromLog('[build] Complete!')).toBeNull();
  });

  it('takes the median of the runs', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('writes a Markdown table per measurement', () => {
    const markdown = report([bytesOf('/', 3072)], [], timing);
    expect(markdown).toContain('| / | 3.0 | 7.8 | 6.8 | 0.4 | 18.0 |');
    expect(markdown).toContain('| seed + 1000 courses | 1039 | 9.0 s |');
    expect(markdown).toContain('6.0 ms per extra page; /courses grows 900 B (brotli) per course.');
    expect(report([], [{ ...lighthouseRun, fcpMs: 812, lcpMs: 947 }])).toContain(
      '| / | 100 | 100 | 100 | 100 | 0.81 s | 0.95 s | 0 ms | 0.000 |',
    );
  });
});

describe('scaled dataset', () => {
  const seed = readFileSync('studio/seed/data.ndjson', 'utf8');
  const docs = (ndjson: string) =>
    ndjson
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { _id: string; _type: string; code?: string; slug?: { current: string } });

  it('adds courses with their own id, code and slug, copied from the seed courses', () => {
    const before = docs(seed);
    const after = docs(withExtraCourses(seed, 25));
    expect(after).toHaveLength(before.length + 25);
    const added = after.slice(before.length);
    expect(added.every((doc) => doc._type === 'course')).toBe(true);
    expect(added[0].code).toBe('BENCH0001');
    expect(added[0].slug?.current).toBe('bench0001');
    expect(new Set(after.map((doc) => doc._id)).size).toBe(after.length);
  });

  it('adds courses the build accepts: each code fits its kind of course', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'northwind-bench-dataset-'));
    try {
      const file = writeScaledDataset('studio/seed/data.ndjson', 25, join(dir, 'content'));
      const courses = await loadCollection(createLocalBackend(file), 'courses');
      const added = courses.filter((course) => /^(BENCH|BNC)\d/.test(course.code));
      expect(added).toHaveLength(25);
      expect(new Set(added.map((course) => course.courseType))).toEqual(new Set(['unit', 'qualification']));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the burst of applications (issue 43)', () => {
  const held: ApplicationBurst = {
    applications: budgets.applications.burst,
    submitted: budgets.applications.burst,
    handedOff: budgets.applications.burst,
    unexpectedFolders: 0,
    handoffSeconds: budgets.applications.maxHandoffSeconds / 2,
    quietP50Ms: 2,
    quietP99Ms: 6,
    burstP50Ms: 9,
    burstP99Ms: 40,
    burstPageSamples: 300,
    pageFailures: 0,
  };

  it('holds when every application is taken and handed off once in time, and no page failed', () => {
    expect(burstProblems(held, budgets.applications)).toEqual([]);
  });

  it('names applications lost, not handed off or handed off twice, a slow hand-off and failed pages', () => {
    const broken = {
      ...held,
      submitted: held.applications - 2,
      handedOff: held.applications - 5,
      unexpectedFolders: 1,
      handoffSeconds: budgets.applications.maxHandoffSeconds + 1,
      pageFailures: 4,
    };
    expect(burstProblems(broken, budgets.applications)).toEqual([
      `2 of ${held.applications} applications were not taken`,
      '3 submitted applications were not handed off',
      'hand-off folders that belong to no application of the burst: 1',
      `the burst took ${broken.handoffSeconds} s to hand off > ${budgets.applications.maxHandoffSeconds} s`,
      '4 page requests failed around the burst',
    ]);
  });

  it('reports the page p99 during the burst beside the quiet baseline', () => {
    const text = burstReport(held);
    expect(text).toContain('| quiet | 2 ms | 6 ms |');
    expect(text).toContain('| during the burst (300 answers) | 9 ms | 40 ms |');
  });
});
