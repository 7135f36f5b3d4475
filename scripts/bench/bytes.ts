// What each route downloads at load, by kind, as a phone on the compressed server sees it.
import { chromium, type Browser } from '@playwright/test';

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

export async function launchBrowser(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...args],
  });
}

/**
 * Loads each route once in a fresh page and adds up the bytes on the wire (Content-Length of the brotli answers) of
 * every same-origin response until the network is idle: the page, its styles, its scripts with their imports, the
 * islands that hydrate at load or when idle, and the images in view. Other origins are never contacted.
 */
export async function measureRoutes(browser: Browser, origin: string, routes: string[]): Promise<RouteBytes[]> {
  const results: RouteBytes[] = [];
  for (const route of routes) {
    const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true });
    await context.route(
      (url) => url.origin !== origin,
      (request) => request.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    const bytes: RouteBytes = { route, js: 0, css: 0, html: 0, image: 0, other: 0, total: 0 };
    page.on('response', (response) => {
      const kind = KIND[response.request().resourceType()] ?? 'other';
      const length = Number(response.headers()['content-length'] ?? 0);
      bytes[kind] += length;
      bytes.total += length;
    });
    await page.goto(origin + route, { waitUntil: 'networkidle' });
    await context.close();
    results.push(bytes);
  }
  return results;
}
