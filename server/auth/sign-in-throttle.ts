import { createHash } from 'node:crypto';

/** Failed sign-ins to one account before it must wait; a person mistyping rarely gets this far. */
const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1000;
/** However many guesses were made, the owner waits at most this long after the last one. */
export const MAX_ACCOUNT_DELAY_MS = 15 * 60 * 1000;
/** Accounts remembered at once; the oldest is forgotten first, so a flood of addresses cannot fill memory. */
const MAX_ACCOUNTS = 10_000;

interface Failures {
  count: number;
  until: number;
}

/**
 * A per-account throttle on failed sign-ins, whatever address they come from: after five failures each
 * further attempt waits twice as long as the one before, up to 15 minutes. Unknown and known e-mail
 * addresses are treated alike, so the throttle tells nobody which accounts exist. Addresses are kept
 * hashed.
 */
export function createSignInThrottle(now: () => number = Date.now) {
  const accounts = new Map<string, Failures>();
  const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

  return {
    /** Seconds this account must still wait before another attempt, or 0. */
    waitSeconds(email: string): number {
      const entry = accounts.get(keyOf(email));
      return entry ? Math.max(0, Math.ceil((entry.until - now()) / 1000)) : 0;
    },
    failed(email: string): void {
      const key = keyOf(email);
      const entry = accounts.get(key) ?? { count: 0, until: 0 };
      accounts.delete(key);
      entry.count += 1;
      const over = entry.count - FREE_FAILURES;
      entry.until = over < 0 ? 0 : now() + Math.min(MAX_ACCOUNT_DELAY_MS, FIRST_DELAY_MS * 2 ** over);
      accounts.set(key, entry);
      if (accounts.size > MAX_ACCOUNTS) accounts.delete(accounts.keys().next().value!);
    },
    succeeded(email: string): void {
      accounts.delete(keyOf(email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
