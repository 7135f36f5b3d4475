import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AUTH_API_PATH } from '../../contracts/routes.ts';
import { readCookie } from '../core/cookies.ts';
import { accountKeyOf } from './sign-in-throttle.ts';

/** The cookie a device gets when it signs in: proof it has signed in to that account before. */
export const DEVICE_COOKIE = 'northwind.device';
/** A device that signs in at least once a year stays trusted; each sign-in renews it. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a random device id
 * and an HMAC of it with the account, keyed from the accounts' secret. It holds no e-mail address, cannot be
 * made without the secret, and vouches for one account only.
 */
export function createDeviceCookies(secret: string) {
  // Its own key, derived, so a device cookie can never pass for anything else the secret signs.
  const key = createHmac('sha256', secret).update('northwind sign-in device cookie').digest();
  const signature = (email: string, device: string) =>
    createHmac('sha256', key)
      .update(`${accountKeyOf(email)}\n${device}`)
      .digest('base64url');

  return {
    /** The device's id when the request carries a device cookie issued for `email`'s account, else null. */
    deviceOf(request: IncomingMessage, email: string): string | null {
      const [device, signed, ...rest] = (readCookie(request, DEVICE_COOKIE) ?? '').split('.');
      if (!device || !signed || rest.length) return null;
      // Compared as text: decoding base64 would ignore the spare bits of its last character.
      const expected = Buffer.from(signature(email, device));
      const given = Buffer.from(signed);
      return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
    },
    /** The Set-Cookie header that marks this device (a new one when `device` is null) as `email`'s owner's. */
    issue(email: string, device: string | null): string {
      const id = device ?? randomBytes(16).toString('base64url');
      const value = `${id}.${signature(email, id)}`;
      return `${DEVICE_COOKIE}=${value}; Path=${AUTH_API_PATH}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict`;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
