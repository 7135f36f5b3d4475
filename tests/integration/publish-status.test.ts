import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildJob } from '../../server/publishing/astro-builder.ts';
import { fakeBuilder, signedWebhook, startTestPublisher, tempDir, waitFor, type TestPublisher } from './harness.ts';

const STUDIO = 'https://northwind.sanity.studio';
const PROBLEM =
  'course "TLIF0025" (course-tlif0025), field "summary": Too small: expected string to have >=1 characters';

describe('the publish status the Studio reads', () => {
  const succeed = fakeBuilder();
  let fail = false;
  const builder = (job: BuildJob) =>
    fail ? Promise.reject(new Error(`Content for "courses" breaks the schema:\n  ${PROBLEM}`)) : succeed(job);
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let publisher: TestPublisher;
  const read = (origin?: string) =>
    fetch(`${publisher.url}/api/publish-status`, { headers: origin ? { Origin: origin } : {} });
  // The Studio polls: a build's outcome shows once the publisher has recorded that the build is done.
  const stateBecomes = (state: string) =>
    waitFor(
      async () => ((await (await read()).json()) as { state: string }).state === state,
      10_000,
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

  it('after a failed build: failed, with the document and field, and the old release still live', async () => {
    const before = await publisher.status();
    fail = true;
    expect((await signedWebhook(publisher.url)).status).toBe(202);
    await stateBecomes('failed');
    const body = (await (await read(STUDIO)).json()) as {
      state: string;
      liveSince: string;
      failure: { problems: string[] };
    };
    expect(body.failure.problems).toContain(PROBLEM);
    expect(body.liveSince).toBe(before.release?.createdAt);
    // Nothing but the state, the live time and the problems: no release ids, no paths, no reasons.
    expect(Object.keys(body).sort()).toEqual(['failure', 'liveSince', 'state']);
    expect(JSON.stringify(body)).not.toContain(before.release?.id ?? '(none)');
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
