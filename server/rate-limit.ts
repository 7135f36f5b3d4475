export interface RateLimiter {
  /** Counts one request from `key`; answers how long to wait when over the limit. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

// Bounds memory when many addresses show up once: expired windows are swept beyond this size.
const SWEEP_THRESHOLD = 10_000;

/** A fixed window per key: at most `limit` requests per `windowMs`. */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key) {
      const time = now();
      if (windows.size > SWEEP_THRESHOLD) {
        for (const [entryKey, entry] of windows) if (entry.resetAt <= time) windows.delete(entryKey);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000) };
    },
  };
}
