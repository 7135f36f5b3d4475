import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUTH_API_PATH } from '../../contracts/routes.ts';
import { BodyTooLargeError, cameOverTls, clientAddress, readBody, sendJson, sendTooLarge } from '../core/http.ts';
import { isFormPost } from '../forms/form-answers.ts';
import { fromOwnPage, ownOrigin } from '../forms/own-page.ts';
import type { Release } from '../releases/releases.ts';
import { answerAccountFormPost, readAccountFormPost, type AccountFormPost } from './account-form-posts.ts';
import { JSON_TOO_DEEP_MESSAGE, parseJsonBody } from '../core/json-body.ts';
import type { Logger } from '../core/log.ts';
import { sampledWarn } from '../core/log-sampler.ts';
import type { Admission } from './admission.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { CLIENT_ADDRESS_HEADER } from './auth.ts';
import { BUSY_RETRY_SECONDS, PASSWORDS_BUSY } from './password-work.ts';
import { REGISTRATIONS_PATH } from './registrations.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

/** A PD registration of ten participants is a few kilobytes; nothing the account API takes is larger. */
export const AUTH_BODY_LIMIT = 32 * 1024;

/** The account API the site uses; better-auth's other endpoints (account linking, e-mail change…) stay closed. */
const OPEN_ROUTES = new Set([
  'GET /get-session',
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /revoke-sessions',
  'POST /delete-user',
  `GET ${REGISTRATIONS_PATH}`,
  `POST ${REGISTRATIONS_PATH}`,
]);

type WebHandler = (request: Request) => Promise<Response>;

const SIGN_IN_ROUTE = 'POST /sign-in/email';

/** Routes that hash or verify a password (or check one's strength) on a password worker. */
const PASSWORD_ROUTES = new Set([SIGN_IN_ROUTE, 'POST /sign-up/email', 'POST /reset-password', 'POST /delete-user']);

/** The e-mail address a sign-in is for, or '' when the body has none (the library refuses those itself). */
function signInEmail(body: unknown): string {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email : '';
}

/** The browser never needs the session token: the httpOnly cookie carries it. Removed from JSON answers. */
export function withoutSessionTokens(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  const session = rest.session;
  if (session && typeof session === 'object') {
    const { token: _sessionToken, ...sessionRest } = session as Record<string, unknown>;
    rest.session = sessionRest;
  }
  return rest;
}

/** Secure on every cookie when the visitor came over TLS; a plain-HTTP local setup keeps working. */
const cookieFor = (cookie: string, secure: boolean) =>
  secure && !/;\s*secure\b/i.test(cookie) ? `${cookie}; Secure` : cookie;

/**
 * Serves /api/auth/* from better-auth's fetch handler: only the routes the site uses, from our own
 * pages, with bodies up to 32 KB, the client's address from the socket (or the trusted proxy), and
 * answers without session tokens.
 */
export function createAuthHttpHandler({
  handle,
  trustProxy,
  throttle,
  deviceCookies,
  admission,
  log,
  release,
}: {
  handle: WebHandler;
  trustProxy: number;
  throttle: SignInThrottle;
  /** Which devices have signed in to an account before: they go past the account's wait. */
  deviceCookies: DeviceCookies;
  admission: Admission;
  log: Logger;
  /** The live release: an account form posted with a problem is answered with its page. */
  release: () => Release | null;
}) {
  const warn = sampledWarn(log);
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://placeholder');
    const route = url.pathname.slice(AUTH_API_PATH.length);
    const method = request.method ?? 'GET';
    if (!OPEN_ROUTES.has(`${method} ${route}`))
      return sendJson(response, 404, { message: 'Not found', code: 'NOT_FOUND' });
    const origin = ownOrigin(request, trustProxy);
    if (method !== 'GET' && !fromOwnPage(request, origin)) {
      warn('auth.cross-site-refused', { path: route });
      return sendJson(response, 403, { message: 'Requests must come from this site.', code: 'CROSS_SITE_REQUEST' });
    }
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (method !== 'GET') {
      try {
        body = new Uint8Array(await readBody(request, AUTH_BODY_LIMIT));
      } catch (error) {
        if (error instanceof BodyTooLargeError) return sendTooLarge(response, AUTH_BODY_LIMIT);
        throw error;
      }
    }
    // A plain form post of an account form (account-form-posts.ts) goes on as the JSON the site's client sends.
    let formPost: AccountFormPost | null = null;
    if (body && isFormPost(request)) formPost = readAccountFormPost(`${method} ${route}`, body);
    if (formPost) {
      if (!(formPost.json instanceof Uint8Array)) {
        return answerAccountFormPost(response, formPost, formPost.json, release());
      }
      body = formPost.json;
    }
    // Every body the account API takes is JSON; anything else is refused here, before the library logs it as a failure.
    const json = body?.length ? parseJsonBody(body) : { ok: true as const, value: undefined };
    if (!json.ok) {
      warn('auth.bad-body', { path: route, problem: json.problem });
      return json.problem === 'too deep'
        ? sendJson(response, 400, { message: JSON_TOO_DEEP_MESSAGE, code: 'JSON_TOO_DEEP' })
        : sendJson(response, 400, { message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
    }
    const email = `${method} ${route}` === SIGN_IN_ROUTE ? signInEmail(json.value) : '';
    const device = email ? deviceCookies.deviceOf(request, email) : null;
    const wait = email ? throttle.waitSeconds(email, device) : 0;
    if (wait > 0) {
      warn('auth.account-throttled', { path: route });
      const message = `Too many failed sign-ins to this account. Try again in ${wait} seconds.`;
      if (formPost) {
        const throttled = { message, code: 'ACCOUNT_THROTTLED' };
        return answerAccountFormPost(
          response,
          formPost,
          { status: 429, body: throttled, headers: { 'retry-after': String(wait) } },
          release(),
        );
      }
      return sendJson(response, 429, { message, code: 'ACCOUNT_THROTTLED' }, { 'Retry-After': String(wait) });
    }
    const leave = PASSWORD_ROUTES.has(`${method} ${route}`) ? admission.enter() : () => undefined;
    if (!leave) {
      warn('auth.busy', { path: route });
      return sendJson(response, 503, PASSWORDS_BUSY, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name.startsWith(':') || name === CLIENT_ADDRESS_HEADER) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(request, trustProxy));
    if (formPost) {
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
    }
    let answer: Response;
    try {
      answer = await handle(new Request(`${origin}${url.pathname}${url.search}`, { method, headers, body }));
    } finally {
      leave();
    }

    if (answer.status === 429) warn('auth.rate-limited', { path: route });
    if (email && answer.status === 401) throttle.failed(email, device);
    if (email && answer.ok) throttle.succeeded(email, device);
    const secure = cameOverTls(request, trustProxy);
    const outgoing: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') outgoing[name] = value;
    });
    const setCookies = answer.headers.getSetCookie();
    if (email && answer.ok) setCookies.push(deviceCookies.issue(email, device));
    const cookies = setCookies.map((cookie) => cookieFor(cookie, secure));
    if (cookies.length) outgoing['set-cookie'] = cookies;
    const retryAfter = answer.headers.get('x-retry-after');
    if (retryAfter) outgoing['retry-after'] = retryAfter;
    outgoing['cache-control'] = 'no-store';
    let payload = Buffer.from(await answer.arrayBuffer());
    if (payload.length && answer.headers.get('content-type')?.includes('application/json')) {
      payload = Buffer.from(JSON.stringify(withoutSessionTokens(JSON.parse(payload.toString('utf8')))));
    }
    if (formPost) {
      const answered = payload.length && answer.headers.get('content-type')?.includes('application/json');
      return answerAccountFormPost(
        response,
        formPost,
        { status: answer.status, body: answered ? JSON.parse(payload.toString('utf8')) : null, headers: outgoing },
        release(),
      );
    }
    outgoing['content-length'] = String(payload.length);
    response.writeHead(answer.status, outgoing);
    response.end(payload);
  };
}
