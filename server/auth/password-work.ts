import { APIError } from 'better-auth/api';
import type { PasswordJob } from './password-worker.ts';
import { createWorkerPool, PoolBusyError } from './worker-pool.ts';

export interface PasswordWorkOptions {
  /** Worker threads for hashing and strength checks. */
  workers: number;
  /** Password jobs that may wait for a worker before new ones get 503. */
  maxQueue: number;
}

/** Seconds a refused sign-in is asked to wait: a few hashes' time. */
const BUSY_RETRY_SECONDS = 2;

/**
 * Hashing, verifying and the strength check, on worker threads of their own (see worker-pool.ts).
 * When too many wait already, the request is refused at once with 503 and Retry-After.
 */
export function createPasswordWork({ workers, maxQueue }: PasswordWorkOptions) {
  const pool = createWorkerPool<PasswordJob, unknown>({
    file: new URL('./password-worker.ts', import.meta.url),
    size: workers,
    maxQueue,
  });
  async function run<Result>(job: PasswordJob): Promise<Result> {
    try {
      return (await pool.run(job)) as Result;
    } catch (error) {
      if (!(error instanceof PoolBusyError)) throw error;
      throw new APIError(
        'SERVICE_UNAVAILABLE',
        { message: 'Too many people are signing in right now. Try again in a few seconds.', code: 'BUSY' },
        { 'Retry-After': String(BUSY_RETRY_SECONDS) },
      );
    }
  }
  return {
    hash: (password: string) => run<string>({ kind: 'hash', password }),
    verify: ({ hash, password }: { hash: string; password: string }) =>
      run<boolean>({ kind: 'verify', hash, password }),
    problem: (password: string, words: string[]) => run<string | null>({ kind: 'problem', password, words }),
    close: () => pool.close(),
  };
}

export type PasswordWork = ReturnType<typeof createPasswordWork>;
