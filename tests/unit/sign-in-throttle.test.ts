import { describe, expect, it } from 'vitest';
import { createSignInThrottle, MAX_ACCOUNT_DELAY_MS } from '../../server/auth/sign-in-throttle.ts';

describe('the sign-in throttle, by client and account', () => {
  it('lets five mistakes through, then doubles the wait, never past 15 minutes, and forgets on success', () => {
    let now = 0;
    const throttle = createSignInThrottle(() => now);
    const waits: number[] = [];
    for (let failure = 0; failure < 20; failure += 1) {
      throttle.failed('Owner@Example.com', '203.0.113.9');
      waits.push(throttle.waitSeconds('owner@example.com ', '203.0.113.9'));
    }
    expect(waits.slice(0, 7)).toEqual([0, 0, 0, 0, 1, 2, 4]);
    expect(Math.max(...waits)).toBe(MAX_ACCOUNT_DELAY_MS / 1000);
    now += MAX_ACCOUNT_DELAY_MS;
    expect(throttle.waitSeconds('owner@example.com', '203.0.113.9')).toBe(0);
    expect(throttle.waitSeconds('someone.else@example.com', '203.0.113.9')).toBe(0);
    throttle.succeeded('owner@example.com', '203.0.113.9');
    throttle.failed('owner@example.com', '203.0.113.9');
    expect(throttle.waitSeconds('owner@example.com', '203.0.113.9')).toBe(0);
  });

  it('makes every client that failed wait for the whole account, but lets a client that never failed through', () => {
    const throttle = createSignInThrottle(() => 0);
    for (let client = 1; client <= 9; client += 1) throttle.failed('owner@example.com', `198.51.100.${client}`);
    expect(throttle.waitSeconds('owner@example.com', '198.51.100.1')).toBe(16);
    expect(throttle.waitSeconds('owner@example.com', '198.51.100.9')).toBe(16);
    expect(throttle.waitSeconds('owner@example.com', '203.0.113.50')).toBe(0);
    // The owner signs in, then mistypes once: their device waits for its own mistakes only.
    throttle.succeeded('owner@example.com', '203.0.113.50');
    throttle.failed('owner@example.com', '203.0.113.50');
    expect(throttle.waitSeconds('owner@example.com', '203.0.113.50')).toBe(0);
    expect(throttle.waitSeconds('owner@example.com', '198.51.100.1')).toBe(32);
  });

  it('forgets an account after a password reset', () => {
    const throttle = createSignInThrottle(() => 0);
    for (let failure = 0; failure < 9; failure += 1) throttle.failed('owner@example.com', '198.51.100.1');
    throttle.passwordReset('Owner@example.com');
    expect(throttle.waitSeconds('owner@example.com', '198.51.100.1')).toBe(0);
  });

  it('forgets the oldest accounts first when guesses from many addresses would fill memory', () => {
    const throttle = createSignInThrottle(() => 0);
    for (let failure = 0; failure < 9; failure += 1) throttle.failed('first@example.com', '198.51.100.1');
    for (let account = 0; account < 60; account += 1) {
      for (let client = 0; client < 1000; client += 1)
        throttle.failed(`target${account}@example.com`, `10.0.${account}.${client}`);
    }
    for (let failure = 0; failure < 9; failure += 1) throttle.failed('last@example.com', '198.51.100.1');
    expect(throttle.waitSeconds('first@example.com', '198.51.100.1')).toBe(0);
    expect(throttle.waitSeconds('last@example.com', '198.51.100.1')).toBe(16);
  });
});
