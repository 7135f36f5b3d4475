// `npm run bench`: builds the site (seed, then seed + 1,000 courses, both timed), serves it with brotli and
// measures every budgeted route: bytes at load by kind, and Lighthouse mobile (medians of 3). Writes a Markdown
// report to bench-results/ and exits 1 when a budget in scripts/bench-budgets.json is broken.
// `npm run bench:bytes` (a stage of npm test): only the byte budgets, measured on the existing dist/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brokenBudgets, report, type Budgets, type BuildTiming } from './budgets.ts';
import { chromium } from '@playwright/test';
import { measureRoutes } from './bytes.ts';
import { chromiumLaunchOptions } from '../chromium.ts';
import { writeScaledDataset } from './dataset.ts';
import { lighthouseRoutes, type LighthouseResult } from './lighthouse.ts';
import { brotliSize, serve } from './serve.ts';

const { values } = parseArgs({
  options: { bytes: { type: 'boolean', default: false }, runs: { type: 'string', default: '3' } },
});
const budgets = JSON.parse(readFileSync('scripts/bench-budgets.json', 'utf8')) as Budgets;
const SEED = 'studio/seed/data.ndjson';

const pagesIn = (dir: string): number =>
  readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.html')).length;

/** A full build from a cold cache into `outDir`; its wall time in seconds. */
function timedBuild(outDir: string, env: Record<string, string> = {}): number {
  const cacheDir = mkdtempSync(join(tmpdir(), 'bench-cache-'));
  const started = performance.now();
  // Astro's own binary: npx would add its start-up to the build's time.
  const result = spawnSync(resolve('node_modules/.bin/astro'), ['build', '--outDir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ASTRO_CACHE_DIR: cacheDir, ...env },
  });
  const seconds = (performance.now() - started) / 1000;
  rmSync(cacheDir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`The build into ${outDir} failed.`);
  return seconds;
}

function buildBoth(): { siteDir: string; timing: BuildTiming } {
  const siteDir = resolve('dist-bench');
  const scaledDir = resolve('dist-bench-scaled');
  const datasetDir = mkdtempSync(join(tmpdir(), 'bench-dataset-'));
  const extra = budgets.build.extraCourses;
  try {
    console.log('Building the seed site…');
    const seedSeconds = timedBuild(siteDir);
    console.log(`Building the seed with ${extra} more courses…`);
    const dataset = writeScaledDataset(SEED, extra, datasetDir);
    const scaledSeconds = timedBuild(scaledDir, { CONTENT_DATASET_FILE: dataset });
    const catalogue = (dir: string) => brotliSize(readFileSync(join(dir, 'courses.html')));
    return {
      siteDir,
      timing: {
        seedSeconds,
        seedPages: pagesIn(siteDir),
        scaledSeconds,
        scaledPages: pagesIn(scaledDir),
        catalogueSeedBytes: catalogue(siteDir),
        catalogueScaledBytes: catalogue(scaledDir),
        extraCourses: extra,
      },
    };
  } finally {
    rmSync(datasetDir, { recursive: true, force: true });
    rmSync(scaledDir, { recursive: true, force: true });
  }
}

const { siteDir, timing } = values.bytes ? { siteDir: resolve('dist'), timing: undefined } : buildBoth();
const server = await serve(siteDir);
let lighthouse: LighthouseResult[] = [];
try {
  const browser = await chromium.launch(await chromiumLaunchOptions());
  const bytes = await measureRoutes(browser, server.origin, Object.keys(budgets.bytes)).finally(() => browser.close());
  if (!values.bytes) {
    console.log(`Lighthouse on ${budgets.lighthouse.routes.length} routes, ${values.runs} runs each…`);
    lighthouse = await lighthouseRoutes(server.origin, budgets.lighthouse.routes, Number(values.runs));
  }
  const markdown = report(bytes, lighthouse, timing);
  console.log(`\n${markdown}`);
  if (!values.bytes) {
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/report.md', markdown);
    console.log('Written to bench-results/report.md');
  }
  const broken = brokenBudgets(budgets, bytes, lighthouse, timing);
  if (broken.length > 0) {
    console.error(`Budgets broken:\n${broken.map((line) => `  - ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log('Every budget holds.');
} finally {
  await server.close();
}
