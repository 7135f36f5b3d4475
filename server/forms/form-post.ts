import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../core/config.ts';
import { BodyTooLargeError, readBody, sendTooLarge } from '../core/http.ts';
import type { Logger } from '../core/log.ts';
import type { RateLimiter, Verdict } from '../core/rate-limit.ts';
import type { Release } from '../releases/releases.ts';
import { releasePage, sendCrossSiteRefused, sendFormPage, sendHtml } from './form-answers.ts';
import { fromOwnPage, ownOrigin } from './own-page.ts';

/** What a publisher form taking plain posts (contact, PD registration) is and how it is guarded. */
export interface FormPostGate {
  /** The log events' prefix: `contact` gives `contact.rate-limited`. */
  name: string;
  /** The form's page and its island, for the answers that show the form again. */
  path: string;
  island: string;
  /** The line shown when an address sent too many. */
  rateLimited: string;
  /** The page that says so, for a form that is not an island of a built page (the question pages make their own). */
  rateLimitedPage?: () => Promise<string>;
  bodyLimit: number;
  limiter: RateLimiter;
  trustProxy: number;
  log: Logger;
  release: () => Release | null;
}

/** The form's page from the live release. */
export const formPage = (gate: FormPostGate) => releasePage(gate.release(), gate.path);

/** Too many from this address: the form again with what was typed, and when to try again. */
export async function sendRateLimited(
  gate: FormPostGate,
  response: ServerResponse,
  client: string,
  values: Record<string, string>,
  verdict: Verdict & { allowed: false },
): Promise<void> {
  gate.log.warn(`${gate.name}.rate-limited`, { client });
  const headers = { 'Retry-After': String(verdict.retryAfterSeconds), Connection: 'close' };
  if (gate.rateLimitedPage) return sendHtml(response, 429, await gate.rateLimitedPage(), headers);
  sendFormPage(
    response,
    429,
    await formPage(gate),
    { island: gate.island, values, errors: {}, notice: gate.rateLimited },
    headers,
  );
}

/**
 * The fields of a plain form post from one of our own pages, read within the body limit; null once the request
 * has been answered (another site's post: 403; an address over its limit: 429, before the body is read; too large: 413).
 */
export async function readFormPost(
  gate: FormPostGate,
  request: IncomingMessage,
  response: ServerResponse,
  client: string,
): Promise<URLSearchParams | null> {
  if (!fromOwnPage(request, ownOrigin(request, gate.trustProxy))) {
    gate.log.warn(`${gate.name}.cross-site-refused`, { client });
    sendCrossSiteRefused(response);
    return null;
  }
  const before = gate.limiter.check(client);
  if (!before.allowed) {
    await sendRateLimited(gate, response, client, {}, before);
    return null;
  }
  try {
    return new URLSearchParams((await readBody(request, gate.bodyLimit)).toString('utf8'));
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    sendTooLarge(response, gate.bodyLimit);
    return null;
  }
}

/** What a subsystem with a form that takes plain posts is set up with. */
export interface FormSubsystemOptions {
  config: Config;
  log: Logger;
  /** The live release: a form post with a problem is answered with the form's page from it. */
  release: () => Release | null;
}
