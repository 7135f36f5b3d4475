import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeBuilder,
  signedWebhook,
  startTestPublisher,
  tempDir,
  waitFor,
  type TestPublisher,
  WAIT_MS,
} from './harness.ts';

describe('build scheduling', () => {
  let publisher: TestPublisher | undefined;
  let dir: Awaited<ReturnType<typeof tempDir>> | undefined;
  const settled = (running: TestPublisher) =>
    waitFor(
      async () => {
        const { build, release } = await running.status();
        return release && !build.running && !build.queued;
      },
      WAIT_MS,
      'the builds to settle',
    );
  afterEach(async () => {
    await publisher?.close();
    await dir?.remove();
  });

  async function start(builder: ReturnType<typeof fakeBuilder>, debounceMs: number) {
    dir = await tempDir('coalescing');
    publisher = await startTestPublisher(dir.path, builder, { BUILD_DEBOUNCE_MS: String(debounceMs) });
    await settled(publisher);
    return publisher;
  }

  // The timing rules themselves are proved on a fake clock in tests/unit/build-queue.test.ts; here the
  // real server shows a burst of signed webhooks coalescing, with margins that hold on a loaded machine.
  it('turns a burst of 20 signed webhooks into at most two builds', async () => {
    const builder = fakeBuilder({ delayMs: 300 });
    const running = await start(builder, 1_500);
    const before = builder.builds.length;
    for (let index = 0; index < 20; index += 1) {
      const response = await signedWebhook(running.url, { _id: `course-c${index}`, _type: 'course' });
      expect(response.status).toBe(202);
    }
    await settled(running);
    const builds = builder.builds.length - before;
    expect(builds).toBeGreaterThanOrEqual(1);
    expect(builds).toBeLessThanOrEqual(2);
    const status = await running.status();
    expect(status.lastBuild?.result).toBe('success');
    expect(status.release?.id).toBe(builder.builds.at(-1)?.releaseId);
  });

  it('runs exactly one more build for any number of webhooks that arrive during a build', async () => {
    // The first build after start-up runs until the webhooks are in, however slow the machine.
    const webhooksIn = Promise.withResolvers<void>();
    let firstWebhookBuild = Number.POSITIVE_INFINITY;
    const builder = fakeBuilder({ hold: (build) => (build === firstWebhookBuild ? webhooksIn.promise : undefined) });
    const running = await start(builder, 50);
    const before = builder.builds.length;
    firstWebhookBuild = before + 1;
    await signedWebhook(running.url);
    await waitFor(async () => (await running.status()).build.running, WAIT_MS, 'the build to start');
    for (let index = 0; index < 5; index += 1)
      await signedWebhook(running.url, { _id: `course.c${index}`, _type: 'course' });
    expect((await running.status()).build).toMatchObject({ running: true, queued: true });
    webhooksIn.resolve();
    await settled(running);
    expect(builder.builds.length - before).toBe(2);
  });
});
