import { APIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from './password-hash.ts';
import type { StrengthJob } from './password-worker.ts';
import { createWorkGate } from './work-gate.ts';
import { createWorkerPool, PoolBusyError } from './worker-pool.ts';

export interface PasswordWorkOptions {
  /** Hashes and verifications at once. */
  workers: number;
  /** Password jobs that may wait for their turn before new ones get 503. */
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
 * Hashing and verifying on libuv's thread pool (password-hash.ts), at most `workers` at once, so the pool always has
 * threads left for the pages read from disk; the strength check on a worker thread of its own (see worker-pool.ts).
 * Each thread that runs the check keeps its own copy of the dictionaries, some 65 MB: the thread stops once no check
 * is waiting and is started again for the next (about 0.4 s), so a sign-up does not hold that memory through the
 * next burst of sign-ins. When too many wait already, the request is refused at once with 503 and Retry-After.
 */
export function createPasswordWork({ workers, maxQueue }: PasswordWorkOptions) {
  const hashing = createWorkGate({ size: workers, maxQueue });
  const checking = createWorkerPool<StrengthJob, string | null>({
    file: new URL('./password-worker.ts', import.meta.url),
    size: 1,
    maxQueue,
    retireWhenIdle: true,
  });
  const busy = (error: unknown): never => {
    if (!(error instanceof PoolBusyError)) throw error;
    throw new APIError('SERVICE_UNAVAILABLE', { ...PASSWORDS_BUSY }, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
  };
  return {
    hash: (password: string) => hashing.run(() => hashPassword(password)).catch(busy),
    verify: ({ hash, password }: { hash: string; password: string }) =>
      hashing.run(() => verifyPassword(hash, password)).catch(busy),
    problem: (password: string, words: string[]) => checking.run({ password, words }).catch(busy),
    close: () => {
      hashing.close();
      return checking.close();
    },
  };
}

export type PasswordWork = ReturnType<typeof createPasswordWork>;
