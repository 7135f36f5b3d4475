import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishStatus } from '../../contracts/publish-status.ts';
import type { BuildJob } from '../../server/publishing/astro-builder.ts';
import {
  fakeBuilder,
  signedWebhook,
  startTestPublisher,
  tempDir,
  waitFor,
  type TestPublisher,
  WAIT_MS,
} from './harness.ts';

const STUDIO = 'https://northwind.sanity.studio';
const PROBLEM =
  'course "TLIF0025" (course-tlif0025), field "summary": Too small: expected string to have >=1 characters';

describe('the publish status the Studio reads', () => {
  const succeed = fakeBuilder();
  let fail = false;
  /** While set, a build waits for it: the publisher is "building". */
  let held: Promise<void> | null = null;
  const builder = async (job: BuildJob) => {
    await held;
    if (fail) throw new Error(`Content for "courses" breaks the schema:\n  ${PROBLEM}`);
    await succeed(job);
  };
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let publisher: TestPublisher;
  const read = (origin?: string) =>
    fetch(`${publisher.url}/api/publish-status`, { headers: origin ? { Origin: origin } : {} });
  const current = async () => (await (await read()).json()) as PublishStatus;
  // The Studio polls: a build's outcome shows once the publisher has recorded that the build is done.
  const stateBecomes = (state: string) =>
    waitFor(
      async () => ((await (await read()).json()) as { state: string }).state === state,
      WAIT_MS,
      `the state ${state}`,
    );

  beforeAll(async () => {
    dir = await tempDir('publish-status');
    publisher = await startTestPublisher(dir.path, builder, { STUDIO_ORIGIN: STUDIO });
    await stateBecomes('live');
  });
  afterAll(async () => {
    await publisher?.close();
    await dir?.remove();
  });

  it('says the site is live, and lets only the Studio read it from a browser', async () => {
    const fromStudio = await read(STUDIO);
    expect(await fromStudio.json()).toMatchObject({ state: 'live', failure: null });
    expect(fromStudio.headers.get('access-control-allow-origin')).toBe(STUDIO);
    expect(fromStudio.headers.get('vary')).toContain('Origin');
    const fromElsewhere = await read('https://evil.example');
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('names the live release and the last build, then the running build and the changes queued behind it', async () => {
    const live = await publisher.status();
    const before = await current();
    expect(before.release).toEqual({ id: live.release?.id, liveSince: live.release?.createdAt });
    expect(before.lastBuild).toEqual({ result: 'success', finishedAt: expect.any(String) as string });
    expect(before.queue).toEqual({ runningSince: null, waiting: 0 });

    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    expect((await signedWebhook(publisher.url)).status).toBe(202);
    const running = await waitFor(async () => (await current()).queue.runningSince && current(), WAIT_MS, 'a build');
    expect(running).toMatchObject({ state: 'building', release: before.release, queue: { waiting: 0 } });
    // Two more documents published during the build: both wait for the one build after it.
    for (const _id of ['course-tlif0005', 'category-cleaning-operations'])
      expect((await signedWebhook(publisher.url, { _id, _type: 'course' })).status).toBe(202);
    await waitFor(async () => (await current()).queue.waiting === 2, WAIT_MS, 'two changes queued');

    release();
    held = null;
    await stateBecomes('live');
    const after = await current();
    expect(after.release?.id).not.toBe(before.release?.id);
    expect(after.release?.id).toBe((await publisher.status()).release?.id);
    expect(after.queue).toEqual({ runningSince: null, waiting: 0 });
  });

  it('after a failed build: failed, with the document and field, and the old release still live', async () => {
    const before = await publisher.status();
    fail = true;
    expect((await signedWebhook(publisher.url)).status).toBe(202);
    await stateBecomes('failed');
    const body = (await (await read(STUDIO)).json()) as PublishStatus;
    expect(body.failure?.problems).toContain(PROBLEM);
    expect(body.lastBuild?.result).toBe('failure');
    expect(body.release).toEqual({ id: before.release?.id, liveSince: before.release?.createdAt });
    // The release, the last build, the queue, the problems and the applications waiting (none here): no paths, no
    // logs, not what asked for the build.
    expect(Object.keys(body).sort()).toEqual(['applications', 'failure', 'lastBuild', 'queue', 'release', 'state']);
    expect(body.applications).toEqual({ waiting: 0, oldestWaitingSince: null, lastError: null });
    expect(Object.keys(body.lastBuild ?? {}).sort()).toEqual(['finishedAt', 'result']);
    expect(JSON.stringify(body)).not.toContain(dir.path);
  });

  it('refuses to change anything', async () => {
    const response = await fetch(`${publisher.url}/api/publish-status`, {
      method: 'POST',
      headers: { Origin: STUDIO },
    });
    expect(response.status).toBe(405);
  });
});
