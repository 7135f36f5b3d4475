import { PoolBusyError } from './worker-pool.ts';

export interface WorkGateOptions {
  /** Tasks that may run at once. */
  size: number;
  /** Tasks that may wait for a free place; one more is refused with PoolBusyError. */
  maxQueue: number;
}

/** At most `size` asynchronous tasks at once, and a bounded queue behind them: what is past it is refused at once. */
export function createWorkGate({ size, maxQueue }: WorkGateOptions) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run<Result>(task: () => Promise<Result>): Promise<Result> {
      if (running >= size) {
        if (waiting.length >= maxQueue) throw new PoolBusyError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
