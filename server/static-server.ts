import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import type { RequestHandler } from 'sirv';
import { legacyCatalogueRedirect } from '../src/lib/site/routes.ts';
import { sendMethodNotAllowed } from './http.ts';
import type { Release } from './releases.ts';

interface ServedRelease {
  release: Release;
  files: RequestHandler;
  notFoundPage: { identity: Buffer; br?: Buffer; gzip?: Buffer } | null;
}

export interface StaticSite {
  /** Switches to a release; a request already in flight finishes from the release it started with. */
  serve(release: Release): void;
  current(): Release | null;
  /** Drops releases that were deleted from disk. */
  forget(ids: string[]): void;
  handle: (request: IncomingMessage, response: ServerResponse) => void;
}

// Astro puts content-hashed bundles here; everything else keeps its URL across releases.
const HASHED_ASSETS = '/_astro/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const COURSE_PAGE = /^\/courses\/[^/]+$/;

const readIfPresent = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

function load(release: Release): ServedRelease {
  const page = join(release.dir, '404.html');
  const identity = readIfPresent(page);
  return {
    release,
    files: sirv(release.dir, { etag: true, brotli: true, gzip: true, extensions: ['html'] }),
    notFoundPage: identity ? { identity, br: readIfPresent(`${page}.br`), gzip: readIfPresent(`${page}.gz`) } : null,
  };
}

function redirect(response: ServerResponse, status: 301 | 302, location: string): void {
  response.writeHead(status, {
    Location: location,
    'Cache-Control': status === 301 ? 'public, max-age=3600' : 'no-cache',
  });
  response.end();
}

function sendNotFound(request: IncomingMessage, response: ServerResponse, served: ServedRelease): void {
  const page = served.notFoundPage;
  if (!page) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end('Page Not Found');
    return;
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] =
    page.br && /\bbr\b/.test(accepted)
      ? ['br', page.br]
      : page.gzip && /\bgzip\b/.test(accepted)
        ? ['gzip', page.gzip]
        : [null, page.identity];
  response.writeHead(404, {
    'Content-Type': 'text/html;charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  response.end(body);
}

/**
 * The spec's legacy catalogue links: /courses?filter={slug}&type={type} moved to /courses/{slug}?type={type}.
 * The site also handles them in the browser; answering here spares the round trip and keeps crawlers right.
 */
function legacyCoursesLocation(url: URL): string | null {
  return legacyCatalogueRedirect(url);
}

export function createStaticSite(): StaticSite {
  const served = new Map<string, ServedRelease>();
  let live: ServedRelease | null = null;

  function fallBack(request: IncomingMessage, response: ServerResponse, pathname: string, from: ServedRelease): void {
    // A page fetched just before a switch still asks for the previous release's bundles.
    if (pathname.startsWith(HASHED_ASSETS)) {
      const older = [...served.values()].filter((entry) => entry !== from).reverse();
      const tryNext = (index: number): void => {
        if (index >= older.length) return sendNotFound(request, response, from);
        older[index].files(request, response, () => tryNext(index + 1));
      };
      return tryNext(0);
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (COURSE_PAGE.test(pathname)) return redirect(response, 302, '/courses');
    sendNotFound(request, response, from);
  }

  return {
    serve(release) {
      const entry = served.get(release.id) ?? load(release);
      served.delete(release.id);
      served.set(release.id, entry);
      live = entry;
    },
    current: () => live?.release ?? null,
    forget(ids) {
      for (const id of ids) if (live?.release.id !== id) served.delete(id);
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
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        // The site's URLs never end in a slash (trailingSlash: 'never').
        // Collapsing leading slashes keeps "//host" out of Location (an open redirect otherwise).
        return redirect(response, 301, `/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}`);
      }
      const legacy = legacyCoursesLocation(url);
      if (legacy) return redirect(response, 301, legacy);
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.setHeader('Cache-Control', url.pathname.startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
      from.files(request, response, () => fallBack(request, response, url.pathname, from));
    },
  };
}
