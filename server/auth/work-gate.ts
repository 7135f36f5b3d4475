import { PoolBusyError } from './worker-pool.ts';

export interface WorkGateOptions {
  /** Tasks that may run at once. */
  size: number;
  /** Tasks that may wait for a free place; one more is refused with PoolBusyError. */
  maxQueue: number;
}

interface Waiting {
  start: () => void;
  refuse: (error: Error) => void;
}

/** At most `size` asynchronous tasks at once, and a bounded queue behind them: what is past it is refused at once. */
export function createWorkGate({ size, maxQueue }: WorkGateOptions) {
  let running = 0;
  let closed = false;
  const waiting: Waiting[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next.start();
    }
  };
  return {
    async run<Result>(task: () => Promise<Result>): Promise<Result> {
      if (closed) throw new Error('work gate closed');
      if (running >= size) {
        if (waiting.length >= maxQueue) throw new PoolBusyError();
        await new Promise<void>((start, refuse) => waiting.push({ start, refuse }));
      } else running += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** No task starts from now on: those waiting are refused; those running finish. */
    close() {
      closed = true;
      for (const { refuse } of waiting.splice(0)) refuse(new Error('work gate closed'));
    },
  };
}
