import { describe, expect, it } from 'vitest';
import { createSignInThrottle, MAX_ACCOUNT_DELAY_MS } from '../../server/auth/sign-in-throttle.ts';

describe('the per-account sign-in throttle', () => {
  it('lets five mistakes through, then doubles the wait, never past 15 minutes, and forgets on success', () => {
    let now = 0;
    const throttle = createSignInThrottle(() => now);
    const waits: number[] = [];
    for (let failure = 0; failure < 20; failure += 1) {
      throttle.failed('Owner@Example.com');
      waits.push(throttle.waitSeconds('owner@example.com '));
    }
    expect(waits.slice(0, 7)).toEqual([0, 0, 0, 0, 1, 2, 4]);
    expect(Math.max(...waits)).toBe(MAX_ACCOUNT_DELAY_MS / 1000);
    now += MAX_ACCOUNT_DELAY_MS;
    expect(throttle.waitSeconds('owner@example.com')).toBe(0);
    expect(throttle.waitSeconds('someone.else@example.com')).toBe(0);
    throttle.succeeded('owner@example.com');
    throttle.failed('owner@example.com');
    expect(throttle.waitSeconds('owner@example.com')).toBe(0);
  });
});
