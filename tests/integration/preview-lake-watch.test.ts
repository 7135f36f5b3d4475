import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { PREVIEW_REFRESH_PATH, PREVIEW_STATUS_PATH, type PreviewStatus } from '../../contracts/preview/protocol.ts';
import type { PreviewConfig } from '../../server/preview/preview-config.ts';
import type { Config } from '../../server/core/config.ts';
import { startLocalStudio, type LocalStudio } from '../../studio/local/server.ts';
import {
  copyEmbeddedDataset,
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
import { localLakeClient, localLakeEnv } from './local-lake.ts';

// A coordinator saves a draft in the local Studio's lake, which sends no webhook: the publisher hears of it from the
// lake's listener while someone previews, so the preview follows edits made anywhere in the Studio.
const PREVIEW_SECRET = 'a-preview-secret-of-32-characters';
const COURSE_ID = 'course-tlif0025';
const COURSE = '/courses/tlif0025';

describe('a preview of the live lake', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let studio: LocalStudio;
  let publisher: TestPublisher | undefined;
  let previews: FakeBuilder;

  /** The Studio's save of a draft title, as a coordinator's edit makes it. */
  const saveDraft = (title: string) =>
    localLakeClient(studio).createOrReplace({
      ...studio.lake.documents.get(COURSE_ID)!,
      _id: `drafts.${COURSE_ID}`,
      title,
    });

  async function start(tune: (preview: PreviewConfig) => PreviewConfig = (preview) => preview) {
    previews = fakeBuilder({ label: 'draft' });
    const started = await startTestPublisher(
      dir.path,
      fakeBuilder({ label: 'published' }),
      { ...localLakeEnv(studio), PREVIEW_SECRET, REBUILD_SCHEDULE: 'off' },
      (config: Config) => ({ ...config, preview: config.preview && tune(config.preview) }),
      undefined,
      previews,
    );
    publisher = started;
    await waitFor(async () => (await started.status()).release, WAIT_MS, 'the first release');
    const cookie = await openPreview(started.url, PREVIEW_SECRET, COURSE);
    return {
      page: async () => (await plainGet(`${started.url}${COURSE}`, { Cookie: cookie })).body,
      status: async () =>
        JSON.parse((await plainGet(`${started.url}${PREVIEW_STATUS_PATH}`, { Cookie: cookie })).body) as PreviewStatus,
    };
  }

  beforeAll(async () => {
    dir = await tempDir('preview-lake-watch');
    studio = await startLocalStudio({ port: 0, seedFile: await copyEmbeddedDataset(dir.path), log: () => undefined });
  });

  afterEach(async () => {
    await publisher?.close();
    publisher = undefined;
  });

  afterAll(async () => {
    await studio?.close();
    await dir?.remove();
  });

  it('rebuilds an open preview when a draft is saved, with no webhook, and the open page is told', async () => {
    const preview = await start();
    expect(await preview.page()).toContain('draft-1');
    const before = await preview.status();
    // The visit opened the listener; the lake tells it of changes from when it is connected.
    await waitFor(
      () => studio.lake.events.listenerCount('transaction') > 0,
      WAIT_MS,
      "the publisher's listener on the lake",
    );

    await saveDraft('Follow work health and safety procedures');
    const after = await waitFor(
      async () => {
        const current = await preview.status();
        return current.releaseId !== before.releaseId && !current.building ? current : undefined;
      },
      WAIT_MS,
      'the preview build after the draft was saved',
    );
    expect(after.failure).toBeNull();
    expect(await preview.page()).toContain(`draft-${previews.builds.length}`);

    // The drafts webhook for the same change, if it is set up, builds nothing more: the page reloads once.
    const hook = await signedWebhook(
      publisher!.url,
      { _id: `drafts.${COURSE_ID}`, _type: 'course' },
      { path: PREVIEW_REFRESH_PATH },
    );
    expect(hook.status).toBe(202);
    expect(await preview.status()).toEqual(after);
  });

  it('stops listening when nobody previews, and rebuilds for what was saved meanwhile when someone comes back', async () => {
    // Nobody is previewing a moment after each visit.
    const preview = await start((config) => ({ ...config, idleMs: 1 }));
    expect(await preview.page()).toContain('draft-1');
    await saveDraft('Follow WHS procedures');
    expect(await preview.page()).toContain('draft-2');
    expect(previews.builds).toHaveLength(2);
  });
});
