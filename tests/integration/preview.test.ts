import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PREVIEW_DISABLE_PATH,
  PREVIEW_ENABLE_PATH,
  PREVIEW_REFRESH_PATH,
  PREVIEW_STATUS_PATH,
  type PreviewStatus,
} from '../../contracts/preview/protocol.ts';
import {
  fakeBuilder,
  openPreview,
  plainGet,
  signedWebhook,
  startTestPublisher,
  tempDir,
  waitFor,
  type FakeBuilder,
  type TestPublisher,
  WAIT_MS,
} from './harness.ts';

const PREVIEW_SECRET = 'a-preview-secret-of-32-characters';
const STUDIO = 'https://studio.northwind.example';
const COURSE = '/courses/tlif0025';

describe('previews of drafts', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let publisher: TestPublisher;
  let releases: FakeBuilder;
  let previews: FakeBuilder;
  let clockAhead = 0;

  const enable = (query: string, headers: Record<string, string> = {}) =>
    plainGet(`${publisher.url}${PREVIEW_ENABLE_PATH}?${query}`, headers);
  /** Opens a preview as the Studio would and returns the session cookie. */
  const open = (redirect = COURSE) => openPreview(publisher.url, PREVIEW_SECRET, redirect);
  const page = (path: string, cookie?: string) => plainGet(`${publisher.url}${path}`, cookie ? { Cookie: cookie } : {});

  beforeAll(async () => {
    dir = await tempDir('preview');
    releases = fakeBuilder({ label: 'published' });
    previews = fakeBuilder({ label: 'draft', delayMs: 100 });
    publisher = await startTestPublisher(
      dir.path,
      releases,
      { PREVIEW_SECRET, STUDIO_ORIGIN: STUDIO },
      undefined,
      // The publisher's clock runs ahead when a test moves it past a session's end: nothing waits for it.
      () => new Date(Date.now() + clockAhead),
      previews,
    );
    await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
  });

  afterAll(async () => {
    await publisher?.close();
    await dir?.remove();
  });

  it('refuses a missing or wrong secret with 401, sets no cookie and previews nothing', async () => {
    for (const query of ['', `redirect=${COURSE}`, 'secret=wrong&redirect=/', `secret=${PREVIEW_SECRET}x`]) {
      const answer = await enable(query);
      expect(answer.status, query).toBe(401);
      expect(answer.headers['set-cookie'], query).toBeUndefined();
    }
    expect(previews.builds).toHaveLength(0);
    expect((await page(COURSE)).body).toContain('published-1');
  });

  it('shows the draft build on the same path after the right secret, privately and unindexed, until disabled', async () => {
    const answer = await enable(new URLSearchParams({ secret: PREVIEW_SECRET, redirect: COURSE }).toString());
    expect(answer.headers.location).toBe(COURSE);
    const cookie = String(answer.headers['set-cookie']?.[0]);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const session = cookie.split(';')[0];

    const previewed = await page(COURSE, session);
    expect(previewed.status).toBe(200);
    expect(previewed.body).toContain('draft-1');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect(previewed.headers['x-robots-tag']).toBe('noindex');
    // The Studio's Presentation tool may frame a preview; nobody may frame the public site.
    expect(previewed.headers['content-security-policy']).toContain(`frame-ancestors ${STUDIO}`);
    expect(previewed.headers['x-frame-options']).toBeUndefined();
    const asset = await page('/_astro/site.1.css', session);
    expect(asset.headers['cache-control']).toBe('private, no-store');

    const published = await page(COURSE);
    expect(published.body).toContain('published-1');
    expect(published.headers['cache-control']).toMatch(/^public/);
    expect(published.headers['x-robots-tag']).toBeUndefined();
    expect(published.headers['x-frame-options']).toBe('DENY');
    expect(published.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const exit = await plainGet(`${publisher.url}${PREVIEW_DISABLE_PATH}?redirect=${COURSE}`, { Cookie: session });
    expect(exit.status).toBe(303);
    expect(exit.headers.location).toBe(COURSE);
    expect(String(exit.headers['set-cookie']?.[0])).toMatch(/^northwind_preview=; .*Max-Age=0/);
  });

  it('never redirects to another site, whatever the link asks, entering or leaving', async () => {
    const offSite = [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/.//evil.example',
      '/a/..//evil.example/x',
      '/%2e//evil.example',
      '/./\\evil.example',
      '/..//evil.example',
      '///evil.example',
    ];
    for (const redirect of offSite) {
      const query = (extra: Record<string, string>) => new URLSearchParams({ ...extra, redirect }).toString();
      const entering = await enable(query({ secret: PREVIEW_SECRET }));
      const leaving = await plainGet(`${publisher.url}${PREVIEW_DISABLE_PATH}?${query({})}`);
      expect([entering.headers.location, leaving.headers.location], redirect).toEqual(['/', '/']);
    }
  });

  it('previews nothing for an expired or forged cookie', async () => {
    const session = await open();
    expect((await page(COURSE, session)).body).toContain('draft-');
    const forged = `northwind_preview=${Date.now() + 3_600_000}.${'A'.repeat(43)}`;
    expect((await page(COURSE, forged)).body).toContain('published-');
    expect((await page(PREVIEW_STATUS_PATH, forged)).status).toBe(401);
    clockAhead += publisher.config.preview!.sessionMs;
    const expired = await page(COURSE, session);
    expect(expired.body).toContain('published-');
    expect(expired.headers['cache-control']).toMatch(/^public/);
    expect((await page(PREVIEW_STATUS_PATH, session)).status).toBe(401);
  });

  it('rebuilds only the preview when a draft changes, and tells the open page a newer preview is ready', async () => {
    const session = await open();
    await page(COURSE, session);
    const status = async () => JSON.parse((await page(PREVIEW_STATUS_PATH, session)).body) as PreviewStatus;
    const before = await status();
    expect(before.releaseId).not.toBeNull();
    const releaseBuilds = releases.builds.length;

    const hook = await signedWebhook(
      publisher.url,
      { _id: 'drafts.course-tlif0025', _type: 'course' },
      { path: PREVIEW_REFRESH_PATH },
    );
    expect(hook.status).toBe(202);
    const after = await waitFor(
      async () => {
        const current = await status();
        return current.releaseId !== before.releaseId && !current.building ? current : undefined;
      },
      WAIT_MS,
      'the preview build after the drafts webhook',
    );
    expect(after.failure).toBeNull();
    expect((await page(COURSE, session)).body).toContain(`draft-${previews.builds.length}`);
    expect(releases.builds).toHaveLength(releaseBuilds);
  });

  it('answers a preview still building after the wait with a page the Studio may frame, which reloads itself, then the draft', async () => {
    const slowDir = await tempDir('preview-slow');
    const slow = await startTestPublisher(
      slowDir.path,
      fakeBuilder({ label: 'published' }),
      { PREVIEW_SECRET, STUDIO_ORIGIN: STUDIO },
      // A build longer than a preview request waits for it.
      (config) => ({ ...config, preview: config.preview && { ...config.preview, waitMs: 0 } }),
      undefined,
      fakeBuilder({ label: 'draft', delayMs: 500 }),
    );
    try {
      await waitFor(async () => (await slow.status()).release, WAIT_MS, 'the first release');
      const session = await openPreview(slow.url, PREVIEW_SECRET, COURSE);
      const building = await plainGet(`${slow.url}${COURSE}`, { Cookie: session });
      expect(building.status).toBe(503);
      expect(building.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(building.body).toMatch(/<meta http-equiv="refresh" content="\d+">/);
      // It is shown in the Studio's Preview tool: a frame the browser blocks never reloads.
      expect(building.headers['content-security-policy']).toContain(`frame-ancestors ${STUDIO}`);
      expect(building.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
      expect(building.headers['x-frame-options']).toBeUndefined();
      await waitFor(
        async () => (await plainGet(`${slow.url}${COURSE}`, { Cookie: session })).body.includes('draft-'),
        WAIT_MS,
        'the draft once built',
      );
    } finally {
      await slow.close();
      await slowDir.remove();
    }
  });

  it('slows down anyone guessing secrets', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 12; attempt += 1) last = (await enable(`secret=guess-${attempt}`)).status;
    expect(last).toBe(429);
    // The limit counts refusals only; the logs never hold a secret that was tried.
    expect(JSON.stringify(publisher.logs)).not.toContain('guess-');
    expect(JSON.stringify(publisher.logs)).not.toContain(PREVIEW_SECRET);
  });
});
