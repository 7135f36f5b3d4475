import { Worker } from 'node:worker_threads';

/** Every worker is busy and the queue is full: the caller answers 503 at once rather than wait. */
export class PoolBusyError extends Error {
  constructor() {
    super('worker pool busy');
    this.name = 'PoolBusyError';
  }
}

export interface WorkerPoolOptions {
  /** The worker's module; it answers each `{ id, job }` message with `{ id, result }` or `{ id, error }`. */
  file: URL;
  size: number;
  /** Jobs that may wait for a free worker; one more is refused with PoolBusyError. */
  maxQueue: number;
  /** Stop a worker as soon as nothing is left for it, so rare work does not keep its memory. */
  retireWhenIdle?: boolean;
}

interface Job<Result> {
  message: unknown;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: (Job<unknown> & { id: number }) | null;
}

/**
 * A fixed set of worker threads with a bounded queue. CPU-heavy work sent here runs neither on the
 * event loop nor on libuv's thread pool, so the pages served meanwhile (read from disk through that
 * pool) never wait behind it. Workers are started on first use and replaced if one dies.
 */
export function createWorkerPool<Request, Result>({ file, size, maxQueue, retireWhenIdle = false }: WorkerPoolOptions) {
  const slots: Slot[] = [];
  const queue: Job<Result>[] = [];
  let nextId = 0;
  let closed = false;

  function spawn(): Slot {
    // A small young generation, as `npm start` gives the main thread: these threads allocate little but often.
    const slot: Slot = { worker: new Worker(file, { resourceLimits: { maxYoungGenerationSizeMb: 4 } }), job: null };
    slot.worker.unref();
    slot.worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== id) return;
      slot.job = null;
      if (error === undefined) job.resolve(result);
      else job.reject(new Error(error));
      pump();
      if (retireWhenIdle && slot.job === null) retire(slot);
    });
    slot.worker.on('error', (error: Error) => fail(slot, error));
    slot.worker.on('exit', () => fail(slot, new Error('password worker exited')));
    return slot;
  }

  function fail(slot: Slot, error: Error) {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    slots.splice(index, 1);
    slot.job?.reject(error);
    if (!closed) pump();
  }

  function retire(slot: Slot) {
    slots.splice(slots.indexOf(slot), 1);
    void slot.worker.terminate();
  }

  function pump() {
    while (queue.length) {
      let slot = slots.find((candidate) => candidate.job === null);
      if (!slot && slots.length < size) slots.push((slot = spawn()));
      if (!slot) return;
      const job = queue.shift()!;
      const id = nextId++;
      slot.job = { ...(job as Job<unknown>), id };
      slot.worker.postMessage({ id, job: job.message });
    }
  }

  return {
    run(message: Request): Promise<Result> {
      if (closed) return Promise.reject(new Error('worker pool closed'));
      const busy = slots.length >= size && slots.every((slot) => slot.job !== null);
      if (busy && queue.length >= maxQueue) return Promise.reject(new PoolBusyError());
      return new Promise<Result>((resolve, reject) => {
        queue.push({ message, resolve, reject });
        pump();
      });
    },
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('worker pool closed'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
