import type { IncomingMessage, ServerResponse } from 'node:http';
import { PREVIEW_REDIRECT_PARAM } from '../../contracts/preview/protocol.ts';
import { cameOverTls, clientAddress, sendJson, sendMethodNotAllowed } from '../core/http.ts';
import type { Logger } from '../core/log.ts';
import { sampledWarn } from '../core/log-sampler.ts';
import { createRateLimiter, rateLimitKey } from '../core/rate-limit.ts';
import type { PreviewChannel } from './channel.ts';
import { sameSitePath, type PreviewEntryCheck } from './entry.ts';
import type { PreviewSessions } from './sessions.ts';
import { readCookie } from '../core/cookies.ts';

export const PREVIEW_COOKIE = 'northwind_preview';
/** Wrong secrets a client may try per window: enough for typos, far too few to guess one. */
const FAILED_ENTRY_LIMIT = 10;
const FAILED_ENTRY_WINDOW_MS = 10 * 60_000;

export interface PreviewEndpointOptions {
  check: PreviewEntryCheck;
  sessions: PreviewSessions;
  channel: PreviewChannel;
  sessionMs: number;
  trustProxy: number;
  log: Logger;
}

const GET_ONLY = ['GET', 'HEAD'];
const isRead = (request: IncomingMessage) => GET_ONLY.includes(request.method ?? '');

function seeOther(response: ServerResponse, location: string, cookie: string): void {
  response.writeHead(303, { Location: location, 'Set-Cookie': cookie, 'Cache-Control': 'no-store' });
  response.end();
}

/**
 * Entry to and exit from previews, and what a preview page polls. The session cookie is httpOnly and
 * Secure over TLS; there it is also SameSite=None, since the Studio shows previews in a frame of its own site.
 */
export function createPreviewEndpoints({
  check,
  sessions,
  channel,
  sessionMs,
  trustProxy,
  log,
}: PreviewEndpointOptions) {
  const warn = sampledWarn(log);
  const failures = createRateLimiter(FAILED_ENTRY_LIMIT, FAILED_ENTRY_WINDOW_MS);
  const cookie = (request: IncomingMessage, value: string, maxAgeSeconds: number) =>
    [
      `${PREVIEW_COOKIE}=${value}`,
      'Path=/',
      'HttpOnly',
      `Max-Age=${maxAgeSeconds}`,
      ...(cameOverTls(request, trustProxy) ? ['Secure', 'SameSite=None'] : ['SameSite=Lax']),
    ].join('; ');

  return {
    /** Whether a request comes from someone previewing. */
    isPreviewing: (request: IncomingMessage) => sessions.isValid(readCookie(request, PREVIEW_COOKIE)),

    enable: async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
      if (!isRead(request)) return sendMethodNotAllowed(response, GET_ONLY);
      const key = rateLimitKey(clientAddress(request, trustProxy));
      const allowed = failures.check(key);
      if (!allowed.allowed) {
        return sendJson(
          response,
          429,
          { error: 'Too many preview links were refused. Try again later.' },
          { 'Retry-After': String(allowed.retryAfterSeconds) },
        );
      }
      const redirectTo = await check(new URL(request.url ?? '/', 'http://site.invalid'));
      if (!redirectTo) {
        failures.hit(key);
        warn('preview.refused', { reason: 'missing or wrong secret' });
        return sendJson(response, 401, { error: 'This preview link is not valid. Open the preview from the Studio.' });
      }
      log.info('preview.opened', { path: redirectTo.split('?')[0] });
      seeOther(response, redirectTo, cookie(request, sessions.issue(), Math.floor(sessionMs / 1000)));
    },

    disable: (request: IncomingMessage, response: ServerResponse): void => {
      if (!isRead(request)) return sendMethodNotAllowed(response, GET_ONLY);
      const url = new URL(request.url ?? '/', 'http://site.invalid');
      seeOther(response, sameSitePath(url.searchParams.get(PREVIEW_REDIRECT_PARAM)), cookie(request, '', 0));
    },

    status: (request: IncomingMessage, response: ServerResponse): void => {
      if (!isRead(request)) return sendMethodNotAllowed(response, GET_ONLY);
      if (!sessions.isValid(readCookie(request, PREVIEW_COOKIE))) {
        return sendJson(response, 401, { error: 'No preview is open.' });
      }
      sendJson(response, 200, channel.status(), { 'Cache-Control': 'private, no-store' });
    },
  };
}
