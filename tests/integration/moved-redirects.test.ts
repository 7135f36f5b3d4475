import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movedRedirectId } from '../../contracts/redirects/moved-documents.ts';
import { pagePath } from '../../contracts/pages/page-path.ts';
import { PROJECT_ROOT } from '../../server/core/config.ts';
import type { BuildJob } from '../../server/publishing/astro-builder.ts';
import { createSiteBuilders } from '../../server/publishing/site-builders.ts';
import { startLocalStudio, type LocalStudio } from '../../studio/local/server.ts';
import {
  copyEmbeddedDataset,
  fakeBuilder,
  plainGet,
  REAL_BUILD_MS,
  signedWebhook,
  startTestPublisher,
  type Status,
  tempDir,
  type TestPublisher,
  waitFor,
  WAIT_MS,
} from './harness.ts';
import { localLakeClient, localLakeEnv } from './local-lake.ts';

// A coordinator moves the seed's campaign page in the local Studio's lake and publishes it; the webhook Sanity
// would send (its projection: the document before and after) reaches the real publisher, which saves a redirect
// in the lake, and the real build it asks for answers the old address with a 301 to the new one.
const PAGE_ID = 'page-qld-certificate-3-guarantee';
const NEW_SLUG = 'qld-certificate-3-guarantee';

describe('a published page that changes its address', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let studio: LocalStudio;
  let publisher: TestPublisher;
  let oldSlug: string;
  const lakeEnv = () => localLakeEnv(studio);
  const lakeClient = () => localLakeClient(studio);
  /** What Sanity's webhook sends for the page published at `after`, having been at `before` (WEBHOOK_PROJECTION). */
  const moved = (before: string, after: string) => ({
    _id: PAGE_ID,
    _type: 'page',
    before: { slug: before, hasDetailPage: null },
    after: { slug: after, hasDetailPage: null },
  });
  const redirectsOfPage = () =>
    [...studio.lake.documents.values()]
      .filter(
        (doc) => doc._type === 'redirect' && (doc.to as { reference?: { _ref?: string } })?.reference?._ref === PAGE_ID,
      )
      .map((doc) => ({ _id: doc._id, from: doc.from, permanent: doc.permanent }));
  const nextBuild = (previous: Status | null) =>
    waitFor(
      async () => {
        const status = await publisher.status();
        const finished = status.lastBuild && status.lastBuild.releaseId !== previous?.lastBuild?.releaseId;
        return finished && !status.build.running && !status.build.queued ? status : undefined;
      },
      REAL_BUILD_MS,
      'the build after the webhook',
    );

  beforeAll(async () => {
    dir = await tempDir('moved-redirects');
    const seedFile = await copyEmbeddedDataset(dir.path);
    studio = await startLocalStudio({ port: 0, seedFile, log: () => undefined });
    oldSlug = (studio.lake.documents.get(PAGE_ID)?.slug as { current: string }).current;
    const builders = createSiteBuilders({ root: PROJECT_ROOT, dataDir: join(dir.path, 'builds'), env: lakeEnv() });
    // The publisher writes to the lake; only its builds read it (a read token would turn previews on).
    const { SANITY_READ_TOKEN: _builds, ...lake } = lakeEnv();
    // The release from before the move is not what these tests are about: a small stand-in. The build the move
    // asks for is a real Astro build of the lake.
    const standIn = fakeBuilder();
    let builds = 0;
    const builder = (job: BuildJob) => (builds++ === 0 ? standIn(job) : builders.release(job));
    publisher = await startTestPublisher(dir.path, builder, {
      ...lake,
      SANITY_WRITE_TOKEN: 'local-lake',
      REBUILD_SCHEDULE: 'off',
    });
    const first = await nextBuild(null);
    if (!first.release) throw new Error(`The first build failed: ${first.lastBuild?.error}`);
  }, REAL_BUILD_MS + 10_000);

  afterAll(async () => {
    await publisher?.close();
    await studio?.close();
    await dir?.remove();
  });

  it(
    'saves a redirect from its old address, and the next release answers it with a 301 to the new one',
    async () => {
      const before = await publisher.status();
      await lakeClient().patch(PAGE_ID).set({ 'slug.current': NEW_SLUG }).commit();
      expect((await signedWebhook(publisher.url, moved(oldSlug, NEW_SLUG))).status).toBe(202);
      expect(redirectsOfPage()).toEqual([
        { _id: movedRedirectId(pagePath(oldSlug)), from: pagePath(oldSlug), permanent: true },
      ]);
      const built = await nextBuild(before);
      expect(built.lastBuild?.error ?? null).toBeNull();
      const answer = await plainGet(`${publisher.url}${pagePath(oldSlug)}?utm_source=flyer`);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`${pagePath(NEW_SLUG)}?utm_source=flyer`);
      expect((await plainGet(`${publisher.url}${pagePath(NEW_SLUG)}`)).status).toBe(200);
    },
    REAL_BUILD_MS,
  );

  it('saves one redirect however often Sanity delivers the change', async () => {
    expect((await signedWebhook(publisher.url, moved(oldSlug, NEW_SLUG))).status).toBe(202);
    expect(redirectsOfPage().map(({ from }) => from)).toEqual([pagePath(oldSlug)]);
  });

  it('moved back, drops the redirect from the address it has again and redirects the one it left', async () => {
    expect((await signedWebhook(publisher.url, moved(NEW_SLUG, oldSlug))).status).toBe(202);
    expect(redirectsOfPage().map(({ from }) => from)).toEqual([pagePath(NEW_SLUG)]);
  });

  it('saves nothing for a change that leaves the address as it was', async () => {
    const saved = redirectsOfPage();
    expect((await signedWebhook(publisher.url, moved(oldSlug, oldSlug))).status).toBe(202);
    expect((await signedWebhook(publisher.url, { _id: PAGE_ID, _type: 'page' })).status).toBe(202);
    expect(redirectsOfPage()).toEqual(saved);
  });
});

describe('a move whose redirect cannot be saved', () => {
  it('still asks for the build, and answers 503 so Sanity delivers it again', async () => {
    const dir = await tempDir('moved-redirects-down');
    // A Content Lake that is not there: a port nothing listens on once the server is closed.
    const closed = await startLocalStudio({ port: 0, seedFile: await copyEmbeddedDataset(dir.path), log: () => {} });
    await closed.close();
    const builder = fakeBuilder();
    // Writing to it, not reading: a read token would turn previews on.
    const { SANITY_READ_TOKEN: _reads, ...lake } = localLakeEnv(closed);
    const publisher = await startTestPublisher(dir.path, builder, {
      ...lake,
      SANITY_WRITE_TOKEN: 'local-lake',
      REBUILD_SCHEDULE: 'off',
    });
    try {
      await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
      const answer = await signedWebhook(publisher.url, {
        _id: PAGE_ID,
        _type: 'page',
        before: { slug: 'old-address' },
        after: { slug: 'new-address' },
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).not.toBeNull();
      await waitFor(() => builder.builds.length === 2, WAIT_MS, 'the build the move asked for');
      expect(publisher.logs.filter((line) => line.event === 'webhook.failed')).toHaveLength(1);
    } finally {
      await publisher.close();
      await dir.remove();
    }
  });
});
