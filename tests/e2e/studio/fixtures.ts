import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import type { Config } from '../../../server/core/config.ts';
import type { Builder } from '../../../server/publishing/astro-builder.ts';
import { startLocalStudio, type LocalStudio } from '../../../studio/local/server.ts';
import { copyEmbeddedDataset, startTestPublisher, type TestPublisher } from '../../integration/harness.ts';
import { failureScreenshots } from '../failure-screenshots.ts';

/** The Studio built for the local lake (npm test builds it once, before the browser tests). */
export const STUDIO_DIST = 'studio/dist-local';

export interface TestStudio extends LocalStudio {
  /** This Studio's own folder in the system's temporary folder (the seed copy; publishers and builds of the test). */
  dir: string;
  seedFile: string;
  /** The lake's log lines (exports, error reports the Studio sent). */
  log: string[];
  /**
   * Stops the Studio and fails if a page request left 127.0.0.1, a Studio call went unanswered, or the Studio
   * threw (a tool or input that crashed: the Studio shows its error screen and logs the error).
   */
  finish(): Promise<void>;
}

const LOOPBACK = /^(https?|wss?):\/\/127\.0\.0\.1(:\d+)?\//;
/** A thrown error as the browser logs it: its name and message, then its stack. */
const THROWN = /^\w*Error: [^\n]*\n\s+at /;
// The lake refuses the presence socket (one user: see studio/local/README.md), which the Studio reports so.
const PRESENCE_REFUSED = 'WebSocketError: WebSocket connection error';

/** A local Studio on its own lake, on a copy of the seed in the system's temporary folder, watching `page`. */
export async function startTestStudio(page: Page): Promise<TestStudio> {
  const dir = await mkdtemp(join(tmpdir(), 'northwind-studio-'));
  const seedFile = await copyEmbeddedDataset(dir);
  const log: string[] = [];
  const studio = await startLocalStudio({ port: 0, seedFile, dist: STUDIO_DIST, log: (line) => log.push(line) });
  // Playwright's request log of the page: every request it made, to check that none left this machine.
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // What the Studio threw: uncaught, or caught by its error screen (which logs it).
  const thrown = new Set<string>();
  page.on('pageerror', (error) => thrown.add(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && THROWN.test(message.text())) thrown.add(message.text().split('\n')[0]);
  });
  return {
    ...studio,
    dir,
    seedFile,
    log,
    async finish() {
      await studio.close();
      await rm(dir, { recursive: true, force: true });
      const outside = requests.filter((url) => !LOOPBACK.test(url) && !/^(data|blob):/.test(url));
      expect(outside, 'requests that left 127.0.0.1').toEqual([]);
      expect(studio.unanswered, 'Studio calls the local lake does not answer (after a sanity upgrade?)').toEqual([]);
      const errors = [...thrown].filter((error) => error !== PRESENCE_REFUSED);
      expect(errors, 'errors the Studio threw (a tool or an input crashed)').toEqual([]);
    },
  };
}

/** Starts a real publisher with `builder` for this test's Studio; stopped and removed after the test. */
export type StartPublisher = (
  builder: Builder,
  options?: { env?: Record<string, string>; previewBuilder?: Builder; tune?: (config: Config) => Config },
) => Promise<TestPublisher>;

export const test = base.extend<{ studio: TestStudio; startPublisher: StartPublisher; failureScreenshots: void }>({
  failureScreenshots,
  /** A local Studio of this test alone: its own lake on its own copy of the seed, on its own port. */
  studio: async ({ page }, use, testInfo) => {
    const studio = await startTestStudio(page);
    await use(studio);
    if (studio.log.length > 0) await testInfo.attach('local lake log', { body: studio.log.join('\n') });
    await studio.finish();
  },
  /**
   * A real publisher on a free port that lets this test's Studio read it (STUDIO_ORIGIN); the Studio's server
   * names it in the pages it serves from then on.
   */
  startPublisher: async ({ studio }, use) => {
    const started: TestPublisher[] = [];
    await use(async (builder, { env = {}, previewBuilder, tune } = {}) => {
      const dir = await mkdtemp(join(studio.dir, 'publisher-'));
      const settings = { ...env, STUDIO_ORIGIN: studio.url };
      const publisher = await startTestPublisher(dir, builder, settings, tune, undefined, previewBuilder);
      started.push(publisher);
      studio.setPublisherUrl(publisher.url);
      return publisher;
    });
    // Its folder goes with the Studio's.
    for (const publisher of started) await publisher.close();
  },
});

export { expect };

/** Opens the Studio at `path` and waits until it has signed in the local coordinator and drawn its tools. */
export async function openStudio(page: Page, studio: LocalStudio, path = '/structure') {
  await page.goto(`${studio.url}${path}`);
  await expect(page.getByRole('link', { name: 'Compliance' })).toBeVisible({ timeout: 20_000 });
}

/** Opens one document by id, as a link from elsewhere would ("intent" URLs are the Studio's own). */
export const openDocument = (page: Page, studio: LocalStudio, id: string, type: string) =>
  openStudio(page, studio, `/intent/edit/id=${id};type=${type}/`);
