import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuilder, plainGet, startTestPublisher, tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

describe('serving the current release', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let publisher: TestPublisher;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${publisher.url}${path}`, { headers, redirect: 'manual' });

  // The first build waits for the test, so the first request always finds it running.
  const firstBuild = Promise.withResolvers<void>();

  beforeAll(async () => {
    dir = await tempDir('serving');
    publisher = await startTestPublisher(dir.path, fakeBuilder({ hold: () => firstBuild.promise }));
  });
  afterAll(async () => {
    await publisher?.close();
    await dir?.remove();
  });

  it('answers 503 while the first release is being built, then serves it', async () => {
    const early = await get('/');
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBeTruthy();
    firstBuild.resolve();
    await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
    expect((await get('/')).status).toBe(200);
  });

  it('serves pages without .html, with revalidation, precompressed with brotli or gzip', async () => {
    for (const [encoding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await get('/about', { 'Accept-Encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-encoding')).toBe(expected);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(await response.text()).toContain('<p>release-1</p>');
    }
    // Each encoding is its own representation with its own ETag.
    const first = await plainGet(`${publisher.url}/about`, { 'Accept-Encoding': 'gzip' });
    const again = await plainGet(`${publisher.url}/about`, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await get('/_astro/site.1.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("answers unknown paths with the site's 404 page and status 404", async () => {
    const response = await get('/no-such-page', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('Page Not Found');
    expect((await get('/_astro/missing.css')).status).toBe(404);
  });

  it("follows the spec's redirects", async () => {
    const location = async (path: string) => {
      const response = await get(path);
      return [response.status, response.headers.get('location')];
    };
    expect(await location('/courses/no-such-category')).toEqual([302, '/courses']);
    // A course code as a brochure prints it: its page, whose address is in lower case.
    expect(await location('/courses/TLIF0025')).toEqual([302, '/courses/tlif0025']);
    expect(await location('/courses/NO-SUCH-CATEGORY')).toEqual([302, '/courses/no-such-category']);
    expect((await get('/courses/tlif0025')).status).toBe(200);
    expect(await location('/courses?filter=transport-and-logistics&type=unit')).toEqual([
      301,
      '/courses/transport-and-logistics?type=unit',
    ]);
    expect(await location('/courses?filter=cleaning-operations&type=all')).toEqual([
      301,
      '/courses/cleaning-operations',
    ]);
    expect((await get('/courses?filter=all&type=unit')).status).toBe(200);
    expect(await location('/about/')).toEqual([301, '/about']);
    expect(await location('/about//?x=1')).toEqual([301, '/about?x=1']);
  });

  it('accepts only GET and HEAD for pages', async () => {
    const response = await fetch(`${publisher.url}/about`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${publisher.url}/about`, { method: 'HEAD' })).status).toBe(200);
  });
});
