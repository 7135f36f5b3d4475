// `npm run bench`: builds the site (the seed and the seed without funding options in turns, then seed + 1,000
// courses, each three times and timed, with the time search indexing takes in each), times search from the last
// keystroke to results on both, serves the seed site with brotli and measures every budgeted route as the publisher
// serves it (scripts/bench/publisher.ts): bytes at load by kind, the bytes of a first search, and Lighthouse mobile
// (medians of 3); then submits 100 applications at once to a publisher of its own (scripts/bench/application-burst.ts).
// Writes a Markdown report to bench-results/ and exits 1 when a budget in scripts/bench-budgets.json is broken.
// `npm run bench:bytes` (a stage of npm test): only the byte budgets, measured on the existing dist/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { applicationBurst } from './application-burst.ts';
import { burstProblems, burstReport, type ApplicationBurst } from './application-burst-report.ts';
import { brokenBudgets, report, type Budgets, type BuildTiming, type SearchTiming } from './budgets.ts';
import { chromium } from '@playwright/test';
import { measureRoutes } from './bytes.ts';
import { feeCheckerLoading, writeUnfundedDataset } from './fee-checker.ts';
import { chromiumLaunchOptions } from '../chromium.ts';
import { writeScaledDataset } from './dataset.ts';
import { lighthouseRoutes, type LighthouseResult } from './lighthouse.ts';
import { firstQueryBytes, keystrokeToResultsMs } from './search.ts';
import { servePublished } from './publisher.ts';
import { completeDraftHeaders } from './application-draft.ts';
import { brotliSize, serve } from './serve.ts';
import { indexMsFromLog } from '../../src/lib/search/index-log.node.ts';

const { values } = parseArgs({
  options: { bytes: { type: 'boolean', default: false }, runs: { type: 'string', default: '3' } },
});
const budgets = JSON.parse(readFileSync('scripts/bench-budgets.json', 'utf8')) as Budgets;
const SEED = 'studio/seed/data.ndjson';

const pagesIn = (dir: string): number =>
  readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.html')).length;

/** A full build from a cold cache into `outDir`: its wall time in seconds, and the time search indexing took in it. */
function timedBuild(outDir: string, env: Record<string, string> = {}): { seconds: number; indexMs: number } {
  const cacheDir = mkdtempSync(join(tmpdir(), 'bench-cache-'));
  const started = performance.now();
  // Astro's own binary: npx would add its start-up to the build's time.
  const result = spawnSync(resolve('node_modules/.bin/astro'), ['build', '--outDir', outDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
    // Built as the publisher builds it, with the account pages.
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
      ASTRO_CACHE_DIR: cacheDir,
      ACCOUNTS_ENABLED: 'true',
      ...env,
    },
  });
  const seconds = (performance.now() - started) / 1000;
  rmSync(cacheDir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`The build into ${outDir} failed.`);
  const indexMs = indexMsFromLog(String(result.stdout));
  if (indexMs === null) throw new Error(`The build into ${outDir} did not index the site for search.`);
  return { seconds, indexMs };
}

/** The build of median wall time among several of the same site. */
const medianBuild = (builds: ReturnType<typeof timedBuild>[]) =>
  builds.toSorted((a, b) => a.seconds - b.seconds)[Math.floor(builds.length / 2)];

/** The median time from the last keystroke to search results, on a built site served as the bench serves it. */
async function searchLatency(dir: string): Promise<number> {
  const server = await serve(dir);
  const browser = await chromium.launch(await chromiumLaunchOptions());
  try {
    return await keystrokeToResultsMs(browser, server.origin);
  } finally {
    await browser.close();
    await server.close();
  }
}

async function buildBoth(): Promise<{ siteDir: string; timing: BuildTiming; search: SearchTiming }> {
  const siteDir = resolve('dist-bench');
  const scaledDir = resolve('dist-bench-scaled');
  const datasetDir = mkdtempSync(join(tmpdir(), 'bench-dataset-'));
  const unfundedDir = resolve('dist-bench-unfunded');
  const unfundedDatasetDir = mkdtempSync(join(tmpdir(), 'bench-unfunded-'));
  const extra = budgets.build.extraCourses;
  try {
    // Build times vary by a tenth from one build to the next on a shared machine, and the budgets on them have less
    // margin than that: each build is timed three times and its median kept. The funding budget is a difference of
    // two builds of 2-3 s, so those two are built in turns (ABBAAB: the first build of a run also warms the disk cache).
    const unfundedDataset = writeUnfundedDataset(SEED, unfundedDatasetDir);
    const seedBuilds: ReturnType<typeof timedBuild>[] = [];
    const unfundedBuilds: ReturnType<typeof timedBuild>[] = [];
    for (const funded of [true, false, false, true, true, false]) {
      console.log(funded ? 'Building the seed site…' : 'Building the seed without funding options…');
      if (funded) seedBuilds.push(timedBuild(siteDir));
      else unfundedBuilds.push(timedBuild(unfundedDir, { CONTENT_DATASET_FILE: unfundedDataset }));
    }
    const seed = medianBuild(seedBuilds);
    const unfunded = medianBuild(unfundedBuilds);
    const dataset = writeScaledDataset(SEED, extra, datasetDir);
    const scaledBuilds = [1, 2, 3].map((run) => {
      console.log(`Building the seed with ${extra} more courses (${run}/3)…`);
      return timedBuild(scaledDir, { CONTENT_DATASET_FILE: dataset });
    });
    const scaled = medianBuild(scaledBuilds);
    const catalogue = (dir: string) => brotliSize(readFileSync(join(dir, 'courses.html')));
    const compare = (dir: string) => {
      const file = readFileSync(join(dir, 'compare-data.json'));
      return { bytes: brotliSize(file), courses: (JSON.parse(String(file)) as { courses: unknown[] }).courses.length };
    };
    const [seedCompare, scaledCompare] = [compare(siteDir), compare(scaledDir)];
    console.log('Timing search, last key to results…');
    const seedResultsMs = await searchLatency(siteDir);
    const scaledResultsMs = await searchLatency(scaledDir);
    const { seconds: seedSeconds } = seed;
    const { seconds: scaledSeconds } = scaled;
    return {
      siteDir,
      search: {
        seedIndexMs: seed.indexMs,
        scaledIndexMs: scaled.indexMs,
        firstQueryBytes: 0,
        seedResultsMs,
        scaledResultsMs,
      },
      timing: {
        seedSeconds,
        seedPages: pagesIn(siteDir),
        scaledSeconds,
        scaledPages: pagesIn(scaledDir),
        catalogueSeedBytes: catalogue(siteDir),
        catalogueScaledBytes: catalogue(scaledDir),
        extraCourses: extra,
        unfundedSeedSeconds: unfunded.seconds,
        compareData: {
          seedBytes: seedCompare.bytes,
          seedCourses: seedCompare.courses,
          scaledBytes: scaledCompare.bytes,
          scaledCourses: scaledCompare.courses,
        },
      },
    };
  } finally {
    rmSync(datasetDir, { recursive: true, force: true });
    rmSync(unfundedDatasetDir, { recursive: true, force: true });
    rmSync(unfundedDir, { recursive: true, force: true });
    rmSync(scaledDir, { recursive: true, force: true });
  }
}

const { siteDir, timing, search } = values.bytes
  ? { siteDir: resolve('dist'), timing: undefined, search: undefined }
  : await buildBoth();
const server = await servePublished(siteDir);
let lighthouse: LighthouseResult[] = [];
let burst: ApplicationBurst | undefined;
try {
  const browser = await chromium.launch(await chromiumLaunchOptions());
  const headersFor = await completeDraftHeaders(server.origin);
  const bytes = await measureRoutes(browser, server.origin, Object.keys(budgets.bytes), headersFor);
  if (search) search.firstQueryBytes = (await firstQueryBytes(browser, server.origin)).firstQueryBytes;
  const checker = await feeCheckerLoading(browser, server.origin, budgets.feeChecker.route);
  await browser.close();
  if (!values.bytes) {
    // TBT follows the machine's load (Lighthouse slows the measured tasks fourfold): the load is said beside it.
    const load = () => loadavg()[0].toFixed(2);
    console.log(`Lighthouse on ${budgets.lighthouse.routes.length} routes, ${values.runs} runs each (load ${load()})…`);
    lighthouse = await lighthouseRoutes(server.origin, budgets.lighthouse.routes, Number(values.runs), headersFor);
    console.log(`Lighthouse done (load ${load()}).`);
    console.log(`Submitting ${budgets.applications.burst} applications at once…`);
    burst = await applicationBurst(siteDir, budgets.applications.burst);
  }
  const markdown = `${report(bytes, lighthouse, timing, search, checker)}${burst ? `${burstReport(burst)}\n` : ''}`;
  console.log(`\n${markdown}`);
  if (!values.bytes) {
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/report.md', markdown);
    console.log('Written to bench-results/report.md');
  }
  const broken = [
    ...brokenBudgets(budgets, bytes, lighthouse, timing, search, checker),
    ...(burst ? burstProblems(burst, budgets.applications) : []),
  ];
  if (broken.length > 0) {
    console.error(`Budgets broken:\n${broken.map((line) => `  - ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log('Every budget holds.');
} finally {
  await server.close();
}
