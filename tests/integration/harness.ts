import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { PREVIEW_ENABLE_PATH } from '../../contracts/preview/protocol.ts';
import { startApp, type RunningApp } from '../../server/app.ts';
import type { Builder, BuildJob } from '../../server/publishing/astro-builder.ts';
import { loadConfig, PROJECT_ROOT, type Config } from '../../server/core/config.ts';
import { createLogger } from '../../server/core/log.ts';
import { loopbackPublisherEnv } from '../../scripts/loopback-publisher.ts';
import { plainGet } from '../fixtures/plain-get.ts';

export { plainGet };

export const SECRET = 'integration-test-secret';

export async function tempDir(prefix: string): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), `northwind-${prefix}-`));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export interface TestPublisher extends RunningApp {
  config: Config;
  logs: Array<Record<string, unknown>>;
  status(): Promise<Status>;
}

export interface Status {
  release: { id: string; createdAt: string } | null;
  lastBuild: {
    releaseId: string;
    result: 'success' | 'failure';
    reasons: string[];
    error: string | null;
    durationMs: number;
  } | null;
  build: { running: boolean; queued: boolean };
  releases: string[];
}

/** Starts the publisher on a free loopback port with its folders under `dir`. */
export async function startTestPublisher(
  dir: string,
  builder: Builder,
  env: Record<string, string> = {},
  tune: (config: Config) => Config = (config) => config,
  clock?: () => Date,
  previewBuilder?: Builder,
): Promise<TestPublisher> {
  const config = tune(loadConfig({ ...loopbackPublisherEnv(dir, SECRET), BUILD_DEBOUNCE_MS: '200', ...env }));
  const logs: Array<Record<string, unknown>> = [];
  const app = await startApp({
    config,
    builder,
    previewBuilder,
    log: createLogger((line) => logs.push(JSON.parse(line) as Record<string, unknown>)),
    clock,
  });
  return {
    ...app,
    config,
    logs,
    status: async () => (await fetch(`${app.url}/api/status`)).json() as Promise<Status>,
  };
}

export async function signedWebhook(
  url: string,
  body: unknown = { _id: 'course-tlif0025', _type: 'course' },
  {
    secret = SECRET,
    timestamp = Date.now(),
    path = '/api/rebuild',
    headers = {},
  }: { secret?: string; timestamp?: number; path?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const payload = JSON.stringify(body);
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, timestamp, secret),
      ...headers,
    },
    body: payload,
  });
}

export { WAIT_MS } from './wait.ts';

/** Polls until `check` returns a value (not undefined, null or false); bounded so a broken publisher fails the test. */
export async function waitFor<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

/**
 * How long a test may wait for a real build of the site, a guard against a hang: builds take turns under the
 * project's build lock with the browser tests' own. With two CPU burners beside the whole suite one waited over four
 * minutes, and on 2026-11-29 one webhook's build took 8 min 13 s to be live, queued behind the Studio tests' builds.
 */
export const REAL_BUILD_MS = 900_000;

/** Times of the log lines written for each event, in the order they were written. */
export function linesByEvent(lines: Array<Record<string, unknown>>): Map<string, number[]> {
  const byEvent = new Map<string, number[]>();
  for (const line of lines) {
    byEvent.set(String(line.event), [...(byEvent.get(String(line.event)) ?? []), Date.parse(String(line.time))]);
  }
  return byEvent;
}

/** Whether times (of one event's lines) are each at least a second after the one before: sampled, not a flood. */
export const atLeastASecondApart = (times: number[]) =>
  times.slice(1).every((time, index) => time - times[index] >= 1000);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FakeBuilder extends Builder {
  builds: BuildJob[];
}

/**
 * Stands in for `astro build` where the test is about the publisher, not the site: writes a small
 * release (home page, courses pages, 404 page and a hashed stylesheet) in `delayMs`. A test that must act while
 * a build runs gives `hold`: build number n (from 1) ends only once `hold(n)` settles, whatever the machine's speed.
 */
export function fakeBuilder({
  delayMs = 20,
  pageBytes = 4096,
  label = 'release',
  hold,
}: {
  delayMs?: number;
  pageBytes?: number;
  label?: string;
  hold?: (build: number) => Promise<void> | undefined;
} = {}): FakeBuilder {
  const builds: BuildJob[] = [];
  const builder = (async (job: BuildJob) => {
    builds.push(job);
    const marker = `${label}-${builds.length}`;
    const css = `/_astro/site.${builds.length}.css`;
    const line = `<p>${marker}</p>\n`;
    const page = `<!doctype html><html><head><link rel="stylesheet" href="${css}"></head><body>\n${line.repeat(Math.ceil(pageBytes / line.length))}</body></html>\n`;
    await mkdir(join(job.outDir, '_astro'), { recursive: true });
    await mkdir(join(job.outDir, 'courses'), { recursive: true });
    await writeFile(join(job.outDir, 'index.html'), page);
    await writeFile(join(job.outDir, 'about.html'), page);
    await writeFile(join(job.outDir, 'courses.html'), page);
    await writeFile(join(job.outDir, 'courses', 'tlif0025.html'), page);
    await writeFile(
      join(job.outDir, '404.html'),
      `<!doctype html><h1>Page Not Found</h1>${'<!-- padding -->'.repeat(100)}`,
    );
    await writeFile(join(job.outDir, css.slice(1)), `body{color:#123456}/*${marker}*/${' '.repeat(2000)}`);
    await writeFile(join(job.outDir, 'robots.txt'), `User-agent: *\nAllow: /\n# ${marker}\n`);
    // A search index as Pagefind writes it: fixed-name files naming chunks named by their content.
    const index = `en_${builds.length}`;
    await mkdir(join(job.outDir, 'pagefind', 'index'), { recursive: true });
    await writeFile(join(job.outDir, 'pagefind', 'pagefind.js'), `/* ${marker} */`);
    await writeFile(join(job.outDir, 'pagefind', 'pagefind-entry.json'), JSON.stringify({ index, marker }));
    await writeFile(join(job.outDir, 'pagefind', `pagefind.${index}.pf_meta`), marker);
    await writeFile(join(job.outDir, 'pagefind', 'index', `${index}.pf_index`), marker);
    await sleep(delayMs);
    await hold?.(builds.length);
  }) as FakeBuilder;
  builder.builds = builds;
  return builder;
}

/** A private copy of the embedded dataset with the images and files it references beside it. */
export async function copyEmbeddedDataset(dir: string): Promise<string> {
  const seed = join(PROJECT_ROOT, 'studio', 'seed');
  const target = join(dir, 'seed');
  await mkdir(target, { recursive: true });
  await cp(join(seed, 'data.ndjson'), join(target, 'data.ndjson'));
  for (const folder of ['images', 'files']) await cp(join(seed, folder), join(target, folder), { recursive: true });
  return join(target, 'data.ndjson');
}

/**
 * Opens a preview as a preview link does (PREVIEW_ENABLE_PATH with the secret and the page) and returns its session
 * cookie as a Cookie header sends it; throws unless the publisher answers with the redirect that sets it.
 */
export async function openPreview(url: string, secret: string, redirect: string): Promise<string> {
  const entry = await plainGet(`${url}${PREVIEW_ENABLE_PATH}?${new URLSearchParams({ secret, redirect }).toString()}`);
  if (entry.status !== 303) throw new Error(`The preview link was answered ${entry.status}, not 303: ${entry.body}`);
  return String(entry.headers['set-cookie']?.[0]).split(';')[0];
}
