import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuildQueue } from '../../server/publishing/build-queue.ts';

// The queue's timing rules on a fake clock: the integration suite proves the same through the real
// server, but only a fake clock makes "a burst of 20 makes one build" independent of machine load.
describe('build queue', () => {
  let builds: Array<{ reasons: string[]; startedAt: number }>;
  let buildMs: number;
  const run = async (reasons: string[]) => {
    builds.push({ reasons, startedAt: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, buildMs));
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    builds = [];
    buildMs = 300;
  });
  afterEach(() => vi.useRealTimers());

  it('makes one build of 20 requests that come closer together than the debounce', async () => {
    const queue = createBuildQueue(500, run);
    for (let index = 0; index < 20; index += 1) {
      queue.request([`course-c${index}`]);
      await vi.advanceTimersByTimeAsync(45);
    }
    await vi.runAllTimersAsync();
    expect(builds).toHaveLength(1);
    expect(builds[0].reasons).toHaveLength(20);
  });

  it('waits for the requests to pause, however long the burst lasts', async () => {
    const queue = createBuildQueue(600, run);
    for (let index = 0; index < 8; index += 1) {
      queue.request([`course-c${index}`]);
      await vi.advanceTimersByTimeAsync(250);
    }
    expect(builds).toHaveLength(0);
    await vi.runAllTimersAsync();
    expect(builds).toHaveLength(1);
    expect(builds[0].startedAt).toBe(7 * 250 + 600);
  });

  it('still builds within ten debounce times when requests never pause', async () => {
    const queue = createBuildQueue(500, run);
    for (let index = 0; index < 100; index += 1) {
      queue.request([`course-c${index}`]);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(builds[0].startedAt).toBe(5_000);
    queue.stop();
  });

  it('runs exactly one more build for any number of requests during a build', async () => {
    buildMs = 1_000;
    const queue = createBuildQueue(50, run);
    queue.request(['first']);
    await vi.advanceTimersByTimeAsync(60);
    expect(queue.state()).toMatchObject({ running: true, queued: false });
    for (let index = 0; index < 5; index += 1) queue.request([`course-c${index}`]);
    expect(queue.state()).toMatchObject({ running: true, queued: true });
    await vi.runAllTimersAsync();
    expect(builds.map((build) => build.reasons.length)).toEqual([1, 5]);
  });
});
