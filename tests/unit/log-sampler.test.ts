import { describe, expect, it } from 'vitest';
import { sampledLog } from '../../server/core/log-sampler.ts';
import type { Logger } from '../../server/core/log.ts';

/**
 * A clock the test moves, and a log that stamps each line as a log does: when it writes it. `lateBy` makes the next
 * write that many milliseconds late, as a pause (garbage collection, a busy machine) between deciding and writing.
 */
function clockAndLog() {
  let now = 0;
  let lateBy = 0;
  const lines: Array<{ time: number; event: string; suppressed?: unknown }> = [];
  const write = (event: string, fields: Record<string, unknown> = {}) => {
    now += lateBy;
    lateBy = 0;
    lines.push({ time: now, event, ...fields });
  };
  const log: Logger = { info: write, warn: write, error: write };
  return {
    log,
    lines,
    now: () => now,
    at: (ms: number) => (now = ms),
    late: (ms: number) => (lateBy = ms),
  };
}

describe('sampled log lines', () => {
  it('write at most a line per event per second, the next one counting those left out', () => {
    const { log, lines, now, at } = clockAndLog();
    const write = sampledLog(log, 1000, now);
    for (const ms of [0, 10, 500, 999]) {
      at(ms);
      write('warn', 'flood.a');
      write('warn', 'flood.b');
    }
    at(1000);
    write('warn', 'flood.a');
    expect(lines).toEqual([
      { time: 0, event: 'flood.a' },
      { time: 0, event: 'flood.b' },
      { time: 1000, event: 'flood.a', suppressed: 3 },
    ]);
  });

  it('are a second apart by the times written, even when a line is written late', () => {
    const { log, lines, now, at, late } = clockAndLog();
    const write = sampledLog(log, 1000, now);
    late(5);
    write('warn', 'flood');
    for (const ms of [1000, 1004, 1005]) {
      at(ms);
      write('warn', 'flood');
    }
    expect(lines.map(({ time }) => time)).toEqual([5, 1005]);
  });
});
