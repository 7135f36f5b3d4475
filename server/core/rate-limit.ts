import { isIPv6 } from 'node:net';

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Whether `key` may still be counted, without counting it (a refused request costs nothing). */
  check(key: string): Verdict;
  /** Counts one accepted request from `key`. */
  hit(key: string): Verdict;
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded. */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::');
  const split = (part: string) => (part ? part.split(':') : []);
  const left = split(head);
  const right = split(tail);
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * Whose budget a request counts against. One IPv6 host usually owns a whole /64, so keying on the full
 * address would give it billions of budgets; IPv4 (also when mapped into IPv6) stays per address.
 */
export function rateLimitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/**
 * A fixed window per key: at most `limit` counted requests per `windowMs`. Windows sit in the map in the
 * order they opened, so expired ones are dropped from the front: each request costs O(1), however many keys.
 */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(key: string, time: number) {
    for (const [oldest, window] of windows) {
      if (window.resetAt > time) break;
      windows.delete(oldest);
    }
    return windows.get(key);
  }

  const verdict = (window: { count: number; resetAt: number } | undefined, time: number): Verdict =>
    !window || window.count < limit
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000) };

  return {
    check(key) {
      const time = now();
      return verdict(current(key, time), time);
    },
    hit(key) {
      const time = now();
      let window = current(key, time);
      const answer = verdict(window, time);
      if (!answer.allowed) return answer;
      if (!window) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return answer;
    },
  };
}
