import type { IncomingMessage, ServerResponse } from 'node:http';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PreviewStatus } from '../../contracts/preview/protocol.ts';
import { contentSecurityPolicy } from '../../contracts/security/headers.ts';
import type { Builder } from '../publishing/astro-builder.ts';
import { createBuildQueue } from '../publishing/build-queue.ts';
import { withFields, type Logger } from '../core/log.ts';
import { createPublisher } from '../publishing/publish.ts';
import { createReleaseStore } from '../releases/releases.ts';
import { SITE_ROUTES } from '../releases/site-routes.ts';
import { createStaticSite } from '../releases/static-server.ts';
import { createBuildHistory } from '../publishing/build-history.ts';
import type { LakeWatcher } from './lake-watcher.ts';

export interface PreviewChannelOptions {
  /** Where preview builds go: never inside the public releases folder. */
  dir: string;
  dataDir: string;
  builder: Builder;
  log: Logger;
  clock: () => Date;
  /** Who may show previews in a frame: the Studio's origins (its Presentation tool), or nobody. */
  frameAncestors: string | undefined;
  /** How long after the last preview request drafts still trigger builds; later, the next visit builds. */
  idleMs: number;
  /** How long a preview request waits for the build it needs before answering 503. */
  waitMs: number;
  /** The live lake's listener, open while someone previews: its changes come in through `changed`. */
  watcher?: LakeWatcher;
}

export interface PreviewChannel {
  /** Drafts or published content changed: rebuild now if someone is previewing, else on the next visit. */
  changed: (reasons: string[]) => void;
  /** Answers a request of someone previewing, from the newest preview build. */
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  status: () => PreviewStatus;
  close: () => Promise<void>;
}

const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

const STILL_BUILDING =
  '<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">' +
  '<title>Building the preview</title></head><body><p>The preview is still being built. This page reloads by ' +
  'itself every few seconds.</p></body></html>';

// The pages below load nothing and run nothing; a `<meta>` refresh is not a script.
const NOTHING_TO_LOAD = "default-src 'none'";

/**
 * The Studio saves in bursts: while someone types, and on a coordinator's first edit of a published document, which
 * reaches the lake as two transactions one round trip apart (the draft's creation, then the edit: 0.36 s apart
 * against the local lake on a slow machine). After a pause of 100 ms the preview built the unchanged draft first and
 * showed the edit a whole build later (20 s against 11 s in the Studio's Preview test); a second's pause builds each
 * burst once, and saving without a pause still builds within ten seconds (build-queue.ts).
 */
const PREVIEW_DEBOUNCE_MS = 1_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Previews of drafts: a second pipeline beside the public one (its own folder, cache, queue and build
 * history), built only while someone is looking, and served only to holders of a preview session.
 */
export async function openPreviewChannel({
  dir,
  dataDir,
  builder,
  log,
  clock,
  frameAncestors,
  idleMs,
  waitMs,
  watcher,
}: PreviewChannelOptions): Promise<PreviewChannel> {
  // Previews are rebuilt on demand: nothing from before a restart is worth keeping.
  await rm(dir, { recursive: true, force: true });
  const releases = createReleaseStore(dir, 2);
  const site = createStaticSite({ ...SITE_ROUTES, cacheControl: PREVIEW_HEADERS['Cache-Control'], frameAncestors });
  const history = createBuildHistory(join(dataDir, 'preview-status.json'));
  const publisher = createPublisher({
    releases,
    builder,
    site,
    history,
    log: withFields(log, { channel: 'preview' }),
    failureLogFile: join(dataDir, 'last-failed-preview.log'),
    clock,
    compress: false,
  });
  const queue = createBuildQueue(PREVIEW_DEBOUNCE_MS, async (reasons) => void (await publisher.publish(reasons)));
  let lastVisit = 0;
  let stale = true;

  const watched = () => Date.now() - lastVisit < idleMs;

  function visited(): void {
    lastVisit = Date.now();
    // The lake's listener closes when nobody previews: reopened, it has missed what changed meanwhile.
    if (watcher?.visit()) stale = true;
  }

  /** Resolves once the preview reflects every change so far, or after `waitMs`. */
  async function fresh(): Promise<void> {
    visited();
    if (stale) {
      stale = false;
      queue.request(['preview opened'], { immediate: true });
    }
    const state = queue.state();
    if (state.running || state.queued) await Promise.race([queue.idle(), delay(waitMs)]);
  }

  function failure(): string | null {
    const last = history.last();
    return last?.result === 'failure' ? last.error : null;
  }

  return {
    changed(reasons) {
      if (watched()) queue.request(reasons);
      else stale = true;
    },
    async handle(request, response) {
      for (const [name, value] of Object.entries(PREVIEW_HEADERS)) response.setHeader(name, value);
      if (frameAncestors) response.removeHeader('X-Frame-Options');
      await fresh();
      if (!site.current()) {
        // Shown in the Studio's Preview tool like the pages: a frame the browser blocks could never reload itself.
        response.setHeader('Content-Security-Policy', contentSecurityPolicy('page', NOTHING_TO_LOAD, frameAncestors));
        const problem = failure();
        if (problem) {
          response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
          response.end(`The preview could not be built: ${problem}`);
          return;
        }
        // A build slower than the wait (a large site, a busy machine): the page asks again by itself, so the
        // Studio's Preview tool shows the draft once it is built, without the coordinator reloading it.
        response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '5' });
        response.end(STILL_BUILDING);
        return;
      }
      site.handle(request, response);
    },
    status() {
      visited();
      const state = queue.state();
      return {
        releaseId: site.current()?.id ?? null,
        building: state.running || state.queued,
        failure: failure(),
      };
    },
    async close() {
      watcher?.close();
      queue.stop();
      publisher.abort();
      await queue.idle();
    },
  };
}
