import { describe, expect, it } from 'vitest';
import { createWorkerPool } from '../../server/auth/worker-pool.ts';

const file = new URL('../fixtures/thread-id-worker.ts', import.meta.url);

describe('the worker pool', () => {
  it('keeps its worker between jobs', async () => {
    const pool = createWorkerPool<null, number>({ file, size: 1, maxQueue: 5 });
    try {
      expect(await pool.run(null)).toBe(await pool.run(null));
    } finally {
      await pool.close();
    }
  });

  it('stops a worker that retires when idle once nothing waits, and starts another for the next job', async () => {
    const pool = createWorkerPool<null, number>({ file, size: 1, maxQueue: 5, retireWhenIdle: true });
    try {
      // Queued together, they share one worker; the next, after the queue ran dry, gets a new one.
      const [first, second] = await Promise.all([pool.run(null), pool.run(null)]);
      expect(second).toBe(first);
      expect(await pool.run(null)).not.toBe(first);
    } finally {
      await pool.close();
    }
  });
});
