import type { IncomingMessage } from 'node:http';
import { APPLY_PATH, DRAFT_COOKIE, SUBMITTED_COOKIE } from '../../contracts/applications/apply-routes.ts';
import { readCookie } from '../core/cookies.ts';
import { cameOverTls } from '../core/http.ts';
import { REFERENCE_PATTERN } from '../../contracts/applications/reference.ts';

/** A draft left alone this long is deleted (DRAFT_KEPT_MS); the cookie lasts as long. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A draft's or a resume link's token as the store makes them; anything else is never looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The cookies of the question pages: the draft's token and, once sent, the reference. HttpOnly, SameSite=Lax (a
 * link from the site or an e-mail opens the draft; a post from another site carries nothing), only under /apply,
 * and Secure over TLS.
 */
export function applyCookies(trustProxy: number) {
  const cookie = (request: IncomingMessage, name: string, value: string, maxAge: number) =>
    `${name}=${value}; Path=${APPLY_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${cameOverTls(request, trustProxy) ? '; Secure' : ''}`;
  const valid = (value: string | undefined, pattern: RegExp) => (value && pattern.test(value) ? value : null);
  return {
    draftToken: (request: IncomingMessage) => valid(readCookie(request, DRAFT_COOKIE), TOKEN_PATTERN),
    reference: (request: IncomingMessage) => valid(readCookie(request, SUBMITTED_COOKIE), REFERENCE_PATTERN),
    setDraft: (request: IncomingMessage, token: string) => cookie(request, DRAFT_COOKIE, token, COOKIE_MAX_AGE_SECONDS),
    /** Sent: the draft cookie goes, and the reference stays for the Done page. */
    sent: (request: IncomingMessage, reference: string) => [
      cookie(request, DRAFT_COOKIE, '', 0),
      cookie(request, SUBMITTED_COOKIE, reference, COOKIE_MAX_AGE_SECONDS),
    ],
  };
}
