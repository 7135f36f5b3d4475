import { describe, expect, it } from 'vitest';
import { createSignInThrottle, MAX_ACCOUNT_DELAY_MS } from '../../server/auth/sign-in-throttle.ts';

describe('the sign-in throttle, by account and trusted device', () => {
  it('lets five mistakes through, then doubles the wait, never past 15 minutes, and forgets on success', () => {
    let now = 0;
    const throttle = createSignInThrottle(() => now);
    const waits: number[] = [];
    for (let failure = 0; failure < 20; failure += 1) {
      throttle.failed('Owner@Example.com', null);
      waits.push(throttle.waitSeconds('owner@example.com ', null));
    }
    expect(waits.slice(0, 7)).toEqual([0, 0, 0, 0, 1, 2, 4]);
    expect(Math.max(...waits)).toBe(MAX_ACCOUNT_DELAY_MS / 1000);
    now += MAX_ACCOUNT_DELAY_MS;
    expect(throttle.waitSeconds('owner@example.com', null)).toBe(0);
    expect(throttle.waitSeconds('someone.else@example.com', null)).toBe(0);
    throttle.succeeded('owner@example.com', null);
    throttle.failed('owner@example.com', null);
    expect(throttle.waitSeconds('owner@example.com', null)).toBe(0);
  });

  it('holds every client without a device cookie by the account, and lets a trusted device past it', () => {
    const throttle = createSignInThrottle(() => 0);
    for (let guess = 1; guess <= 9; guess += 1) throttle.failed('owner@example.com', null);
    expect(throttle.waitSeconds('owner@example.com', null)).toBe(16);
    expect(throttle.waitSeconds('owner@example.com', 'owners-laptop')).toBe(0);
    // The owner's device mistypes: it waits for its own mistakes only, and the guessers still wait.
    for (let mistake = 1; mistake <= 5; mistake += 1) throttle.failed('owner@example.com', 'owners-laptop');
    expect(throttle.waitSeconds('owner@example.com', 'owners-laptop')).toBe(1);
    expect(throttle.waitSeconds('owner@example.com', 'owners-phone')).toBe(0);
    throttle.succeeded('owner@example.com', 'owners-laptop');
    expect(throttle.waitSeconds('owner@example.com', 'owners-laptop')).toBe(0);
    expect(throttle.waitSeconds('owner@example.com', null)).toBe(16);
  });

  it('forgets an account after a password reset', () => {
    const throttle = createSignInThrottle(() => 0);
    for (let failure = 0; failure < 9; failure += 1) throttle.failed('owner@example.com', null);
    for (let failure = 0; failure < 9; failure += 1) throttle.failed('owner@example.com', 'owners-laptop');
    throttle.passwordReset('Owner@example.com');
    expect(throttle.waitSeconds('owner@example.com', null)).toBe(0);
    expect(throttle.waitSeconds('owner@example.com', 'owners-laptop')).toBe(0);
  });

  it('forgets the oldest accounts first when guesses at many accounts would fill memory', () => {
    const throttle = createSignInThrottle(() => 0);
    for (let failure = 0; failure < 9; failure += 1) throttle.failed('first@example.com', null);
    for (let account = 0; account < 600; account += 1) {
      for (let device = 0; device < 100; device += 1)
        throttle.failed(`target${account}@example.com`, `device-${device}`);
    }
    for (let failure = 0; failure < 9; failure += 1) throttle.failed('last@example.com', null);
    expect(throttle.waitSeconds('first@example.com', null)).toBe(0);
    expect(throttle.waitSeconds('last@example.com', null)).toBe(16);
  });
});
