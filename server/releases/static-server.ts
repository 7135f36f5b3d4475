import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  CACHE_IMMUTABLE,
  contentSecurityPolicy,
  fallbackPageCsp,
  HASHED_ASSETS_PATH,
} from '../../contracts/security/headers.ts';
import { isHashedPagefindFile, pagefindCacheControl } from '../../contracts/search/cache-rules.ts';
import { sendMethodNotAllowed } from '../core/http.ts';
import { createHeldFiles, type HeldFiles } from './held-files.ts';
import { indexRelease, NOT_FOUND_PAGE, pagePolicy, type ReleaseFile } from './release-files.ts';
import type { Release } from './releases.ts';
import { acceptedEncoding, sendReleaseFile } from './send-file.ts';

interface NotFoundPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  csp: string | null;
}

type MovedBy = (url: URL) => { location: string; status: 301 | 302 } | null;

interface ServedRelease {
  release: Release;
  files: Map<string, ReleaseFile>;
  notFoundPage: NotFoundPage | null;
  movedBy: MovedBy;
}

export interface StaticSite {
  /** Switches to a release; a request already in flight finishes from the release it started with. */
  serve(release: Release): void;
  current(): Release | null;
  /** Stops answering from releases that are about to be deleted. */
  forget(ids: string[]): void;
  handle: (request: IncomingMessage, response: ServerResponse) => void;
}

/** The site's own addresses that no file answers, from the subsystem that knows them (as sirv's onNoMatch). */
export interface SiteRoutes {
  /** Where a URL has moved for good (301), or null. Asked before any file is looked up. */
  movedTo?: (url: URL) => string | null;
  /** The redirects a release carries (its content's), read once when the release is first served; asked first. */
  releaseRedirects?: (dir: string) => MovedBy;
  /** Where to send a path no file answers (302), or null for the 404 page. */
  onNoMatch?: (pathname: string) => string | null;
}

export interface StaticSiteOptions extends SiteRoutes {
  /** One Cache-Control for every answer (previews: never stored), instead of the public site's. */
  cacheControl?: string;
  /** Who may frame the pages (previews: the Studio); nobody by default. */
  frameAncestors?: string;
  /** Where small files are kept after their first answer; a test passes its own to see when one is held. */
  heldFiles?: HeldFiles;
}

const REVALIDATE = 'public, max-age=0, must-revalidate';
// The seed's largest page, uncompressed, is 420 KB; its whole release 12 MB, of which visitors ask for a fraction.
const HELD_FILES = { maxFileBytes: 512 * 1024, maxBytes: 16 * 1024 * 1024 };
// A page built without Astro's policy still gets the site's allowances, with no inline script.
const PAGE_WITHOUT_POLICY = fallbackPageCsp({ analytics: false });

const readIfPresent = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};

/** Held in memory: the answer to every unknown path must not depend on a file still being there. */
function loadNotFoundPage(dir: string): NotFoundPage | null {
  const page = join(dir, NOT_FOUND_PAGE);
  const identity = readIfPresent(page);
  if (!identity) return null;
  return { identity, br: readIfPresent(`${page}.br`), gzip: readIfPresent(`${page}.gz`), csp: pagePolicy(page) };
}

function load(release: Release, releaseRedirects: (dir: string) => MovedBy): ServedRelease {
  return {
    release,
    files: indexRelease(release.dir),
    notFoundPage: loadNotFoundPage(release.dir),
    movedBy: releaseRedirects(release.dir),
  };
}

type CachePolicy = (publicValue: string) => string;

function redirect(response: ServerResponse, status: 301 | 302, location: string, cache: CachePolicy): void {
  response.writeHead(status, {
    Location: location,
    'Cache-Control': cache(status === 301 ? 'public, max-age=3600' : 'no-cache'),
  });
  response.end();
}

function sendNotFound(
  request: IncomingMessage,
  response: ServerResponse,
  served: ServedRelease,
  cache: CachePolicy,
  frameAncestors: string | undefined,
): void {
  const page = served.notFoundPage;
  if (!page) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cache('no-cache') });
    response.end('Page Not Found');
    return;
  }
  const encoding = acceptedEncoding(String(request.headers['accept-encoding'] ?? ''), page);
  const body = (encoding && page[encoding]) || page.identity;
  response.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': cache('no-cache'),
    'Content-Security-Policy': contentSecurityPolicy('page', page.csp ?? PAGE_WITHOUT_POLICY, frameAncestors),
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export function createStaticSite({
  cacheControl,
  frameAncestors,
  movedTo = () => null,
  releaseRedirects = () => () => null,
  onNoMatch = () => null,
  heldFiles: held = createHeldFiles(HELD_FILES),
}: StaticSiteOptions = {}): StaticSite {
  const cache: CachePolicy = (publicValue) => cacheControl ?? publicValue;
  const served = new Map<string, ServedRelease>();
  let live: ServedRelease | null = null;

  function sendFile(
    request: IncomingMessage,
    response: ServerResponse,
    from: ServedRelease,
    file: ReleaseFile,
    onMissing: () => void,
  ): void {
    response.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy(file.page ? 'page' : 'asset', file.csp ?? PAGE_WITHOUT_POLICY, frameAncestors),
    );
    sendReleaseFile(request, response, from.release, file, held, onMissing);
  }

  function fallBack(request: IncomingMessage, response: ServerResponse, pathname: string, from: ServedRelease): void {
    // A page fetched just before a switch still asks for the previous release's bundles, and a search
    // opened before it for the previous index's chunks: both are named by content, so never confused.
    if (pathname.startsWith(HASHED_ASSETS_PATH) || isHashedPagefindFile(pathname)) {
      const older = [...served.values()].filter((entry) => entry !== from).reverse();
      const tryNext = (index: number): void => {
        const entry = older[index];
        if (!entry) return sendNotFound(request, response, from, cache, frameAncestors);
        const file = entry.files.get(pathname);
        if (!file) return tryNext(index + 1);
        sendFile(request, response, entry, file, () => tryNext(index + 1));
      };
      return tryNext(0);
    }
    response.setHeader('Cache-Control', cache('no-cache'));
    const elsewhere = onNoMatch(pathname);
    if (elsewhere) return redirect(response, 302, elsewhere, cache);
    sendNotFound(request, response, from, cache, frameAncestors);
  }

  return {
    serve(release) {
      const entry = served.get(release.id) ?? load(release, releaseRedirects);
      served.delete(release.id);
      served.set(release.id, entry);
      live = entry;
    },
    current: () => live?.release ?? null,
    forget(ids) {
      const doomed = ids.filter((id) => live?.release.id !== id);
      for (const id of doomed) served.delete(id);
      held.forget(doomed);
    },
    handle(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return sendMethodNotAllowed(response, ['GET', 'HEAD']);
      const from = live;
      if (!from) {
        response.writeHead(503, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Retry-After': '30',
          'Cache-Control': 'no-store',
        });
        response.end('The site is being built. Try again in a minute.');
        return;
      }
      const url = new URL(request.url ?? '/', 'http://site');
      const redirected = from.movedBy(url);
      if (redirected) return redirect(response, redirected.status, redirected.location, cache);
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        // The site's URLs never end in a slash (trailingSlash: 'never').
        // Collapsing leading slashes keeps "//host" out of Location (an open redirect otherwise).
        return redirect(response, 301, `/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}`, cache);
      }
      const moved = movedTo(url);
      if (moved) return redirect(response, 301, moved, cache);
      const pathname = safeDecode(url.pathname);
      const missing = () => fallBack(request, response, pathname, from);
      const file = from.files.get(pathname);
      if (!file) return missing();
      response.setHeader(
        'Cache-Control',
        cache(
          pagefindCacheControl(pathname) ?? (pathname.startsWith(HASHED_ASSETS_PATH) ? CACHE_IMMUTABLE : REVALIDATE),
        ),
      );
      sendFile(request, response, from, file, missing);
    },
  };
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
