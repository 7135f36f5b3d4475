import type { BetterAuthRateLimitStorage } from 'better-auth';
import { createRateLimiter, type RateLimiter } from '../core/rate-limit.ts';

/**
 * better-auth's rate-limit counts, kept by this publisher's own limiter (fixed windows per client
 * and path) rather than in better-auth's module-wide memory, so each publisher counts for itself.
 */
export function rateLimitStorage(): BetterAuthRateLimitStorage {
  const limiters = new Map<string, RateLimiter>();
  return {
    consume(key, { window, max }) {
      const rule = `${window}:${max}`;
      let limiter = limiters.get(rule);
      if (!limiter) {
        limiter = createRateLimiter(max, window * 1000);
        limiters.set(rule, limiter);
      }
      const verdict = limiter.hit(key);
      return Promise.resolve(
        verdict.allowed
          ? { allowed: true, retryAfter: null }
          : { allowed: false, retryAfter: verdict.retryAfterSeconds },
      );
    },
  };
}
