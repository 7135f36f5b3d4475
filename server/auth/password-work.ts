import { APIError } from 'better-auth/api';
import type { PasswordJob } from './password-worker.ts';
import { createWorkerPool, PoolBusyError } from './worker-pool.ts';

export interface PasswordWorkOptions {
  /** Worker threads for hashing and verifying. */
  workers: number;
  /** Password jobs that may wait for a worker before new ones get 503. */
  maxQueue: number;
}

/** Seconds a refused sign-in is asked to wait: a few hashes' time. */
export const BUSY_RETRY_SECONDS = 2;

/** What a request refused for want of a password worker is told. */
export const PASSWORDS_BUSY = {
  message: 'Too many people are signing in right now. Try again in a few seconds.',
  code: 'BUSY',
} as const;

/**
 * Hashing, verifying and the strength check, on worker threads of their own (see worker-pool.ts).
 * The strength check gets one thread: it runs only on sign-up and reset, and each thread that runs it
 * keeps its own copy of the dictionaries, some 65 MB. The thread stops once no check is waiting and is
 * started again for the next (about 0.4 s), so a sign-up does not hold that memory through the next
 * burst of sign-ins. When too many wait already, the request is refused at once
 * with 503 and Retry-After.
 */
export function createPasswordWork({ workers, maxQueue }: PasswordWorkOptions) {
  const file = new URL('./password-worker.ts', import.meta.url);
  const hashing = createWorkerPool<PasswordJob, unknown>({ file, size: workers, maxQueue });
  const checking = createWorkerPool<PasswordJob, unknown>({ file, size: 1, maxQueue, retireWhenIdle: true });
  async function run<Result>(pool: typeof hashing, job: PasswordJob): Promise<Result> {
    try {
      return (await pool.run(job)) as Result;
    } catch (error) {
      if (!(error instanceof PoolBusyError)) throw error;
      throw new APIError('SERVICE_UNAVAILABLE', { ...PASSWORDS_BUSY }, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
    }
  }
  return {
    hash: (password: string) => run<string>(hashing, { kind: 'hash', password }),
    verify: ({ hash, password }: { hash: string; password: string }) =>
      run<boolean>(hashing, { kind: 'verify', hash, password }),
    problem: (password: string, words: string[]) => run<string | null>(checking, { kind: 'problem', password, words }),
    close: () => Promise.all([hashing.close(), checking.close()]).then(() => undefined),
  };
}

export type PasswordWork = ReturnType<typeof createPasswordWork>;
