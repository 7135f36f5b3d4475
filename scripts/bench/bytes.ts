// What each route downloads at load, by kind, as a phone on the compressed server sees it.
import type { Browser } from '@playwright/test';
import type { HeadersFor } from './application-draft.ts';
import { inlineScriptBytes } from './inline-script-bytes.ts';
import { pool } from './pool.ts';

export interface RouteBytes {
  route: string;
  js: number;
  css: number;
  html: number;
  image: number;
  other: number;
  total: number;
}

/** Lighthouse's mobile screen, so both measurements see the same above-the-fold islands. */
const VIEWPORT = { width: 412, height: 823 };

const KIND: Record<string, keyof Omit<RouteBytes, 'route' | 'total'>> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  image: 'image',
};

// Routes are loaded a few at a time: each waits half a second of network quiet, and its bytes are its own.
const AT_ONCE = 4;

/**
 * Loads each route once in a fresh page and adds up the bytes on the wire (Content-Length of the brotli answers) of
 * every same-origin response until the network is idle: the page, its styles, its scripts with their imports, the
 * islands that hydrate at load or when idle, and the images in view. Other hosts never resolve (scripts/chromium.ts).
 * JavaScript also counts what the scripts the page carries inline add to it, which the wire counts as HTML (so not
 * again in total).
 */
export async function measureRoutes(
  browser: Browser,
  origin: string,
  routes: string[],
  headersFor: HeadersFor = () => undefined,
): Promise<RouteBytes[]> {
  const measure = async (route: string): Promise<RouteBytes> => {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      isMobile: true,
      extraHTTPHeaders: headersFor(route),
    });
    const page = await context.newPage();
    const bytes: RouteBytes = { route, js: 0, css: 0, html: 0, image: 0, other: 0, total: 0 };
    page.on('response', (response) => {
      const kind = KIND[response.request().resourceType()] ?? 'other';
      const length = Number(response.headers()['content-length'] ?? 0);
      bytes[kind] += length;
      bytes.total += length;
    });
    const response = await page.goto(origin + route, { waitUntil: 'networkidle' });
    bytes.js += inlineScriptBytes((await response?.text()) ?? '');
    await context.close();
    return bytes;
  };
  const results = new Array<RouteBytes>(routes.length);
  await pool(routes.length, AT_ONCE, async (index) => {
    results[index] = await measure(routes[index]);
  });
  return results;
}
