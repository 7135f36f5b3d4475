import { describe, expect, it } from 'vitest';
import { createWorkGate } from '../../server/auth/work-gate.ts';
import { PoolBusyError } from '../../server/auth/worker-pool.ts';

/** A task that runs until the test finishes it, counting how many run at once. */
function tasks() {
  let running = 0;
  let most = 0;
  const finish: Array<() => void> = [];
  return {
    task: () => () =>
      new Promise<number>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        finish.push(() => {
          running -= 1;
          resolve(most);
        });
      }),
    finishAll: async () => {
      while (finish.length || running) {
        finish.splice(0).forEach((done) => done());
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    started: () => finish.length,
    most: () => most,
  };
}

describe('the work gate', () => {
  it('runs as many tasks at once as its size, the waiting ones in turn, and refuses one more than its queue', async () => {
    const gate = createWorkGate({ size: 2, maxQueue: 3 });
    const work = tasks();
    const accepted = Array.from({ length: 5 }, () => gate.run(work.task()));
    await new Promise((resolve) => setImmediate(resolve));
    expect(work.started()).toBe(2);
    await expect(gate.run(work.task())).rejects.toBeInstanceOf(PoolBusyError);
    await work.finishAll();
    await Promise.all(accepted);
    expect(work.most()).toBe(2);
    // Its places are free again once the work is done.
    const again = gate.run(async () => 'done');
    expect(await again).toBe('done');
  });

  it('frees the place of a task that fails, and passes its error on', async () => {
    const gate = createWorkGate({ size: 1, maxQueue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await gate.run(async () => 1)).toBe(1);
  });

  it('starts nothing once closed: the waiting are refused, the running finish', async () => {
    const gate = createWorkGate({ size: 1, maxQueue: 5 });
    const work = tasks();
    const running = gate.run(work.task());
    const waiting = gate.run(work.task());
    await new Promise((resolve) => setImmediate(resolve));
    gate.close();
    await expect(waiting).rejects.toThrow('work gate closed');
    await expect(gate.run(work.task())).rejects.toThrow('work gate closed');
    await work.finishAll();
    expect(await running).toBe(1);
    expect(work.most()).toBe(1);
  });
});
