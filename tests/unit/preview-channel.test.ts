import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../server/core/log.ts';
import { openPreviewChannel } from '../../server/preview/channel.ts';
import { fakeBuilder, tempDir } from '../integration/harness.ts';

/**
 * A coordinator's first edit of a published document reaches the lake as two transactions: the Studio creates the
 * draft, and sends the edit once the lake has answered. Measured against the local lake on a slow machine: 0.36 s.
 */
const ROUND_TRIP_MS = 400;

describe('the preview channel', () => {
  // The debounce runs on a clock the test moves; the builds write their files for real.
  beforeEach(() => vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it("builds a coordinator's first edit once, not the unchanged draft first and the edit a whole build later", async () => {
    const dir = await tempDir('preview-channel');
    const builder = fakeBuilder({ label: 'draft' });
    const started: unknown[] = [];
    const log = createLogger((line) => {
      const entry = JSON.parse(line) as { event: string; reasons?: string[] };
      if (entry.event === 'build.started') started.push(entry.reasons);
    });
    const channel = await openPreviewChannel({
      dir: join(dir.path, 'previews'),
      dataDir: dir.path,
      builder,
      log,
      clock: () => new Date(),
      frameAncestors: undefined,
      idleMs: 60_000,
      waitMs: 1_000,
    });
    try {
      // Someone has the preview open, so changes rebuild it.
      channel.status();
      channel.changed(['drafts.page-qld-certificate-3-guarantee changed']);
      await vi.advanceTimersByTimeAsync(ROUND_TRIP_MS);
      channel.changed(['drafts.page-qld-certificate-3-guarantee changed']);
      await vi.waitFor(
        () => {
          if (channel.status().building) throw new Error('the preview is still building');
        },
        { timeout: 30_000, interval: 50 },
      );
      expect(started).toEqual([['drafts.page-qld-certificate-3-guarantee changed']]);
      expect(builder.builds).toHaveLength(1);
    } finally {
      await channel.close();
      await dir.remove();
    }
  });
});
