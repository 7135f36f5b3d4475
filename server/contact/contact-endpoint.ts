import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateContactMessage, type ContactMessage } from '../../contracts/contact/message.ts';
import {
  BodyTooLargeError,
  clientAddress,
  readBody,
  sendJson,
  sendMethodNotAllowed,
  sendTooLarge,
} from '../core/http.ts';
import { JSON_TOO_DEEP_MESSAGE, parseJsonBody } from '../core/json-body.ts';
import type { Logger } from '../core/log.ts';
import { isFormPost } from '../forms/form-answers.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { rateLimitKey, type RateLimiter, type Verdict } from '../core/rate-limit.ts';

export const CONTACT_BODY_LIMIT = 32 * 1024;

export interface ContactEndpointOptions {
  outbox: Outbox<ContactMessage>;
  limiter: RateLimiter;
  trustProxy: number;
  log: Logger;
  /** Answers the same message posted as a plain form (contact-form-post.ts). */
  formPost: (request: IncomingMessage, response: ServerResponse, client: string) => Promise<void>;
}

/** POST /api/contact: validates the form's JSON (or its plain form post), stores it durably, then answers ok. */
export function createContactHandler({ outbox, limiter, trustProxy, log, formPost }: ContactEndpointOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'POST') return sendMethodNotAllowed(response, ['POST']);
    const client = rateLimitKey(clientAddress(request, trustProxy));
    if (isFormPost(request)) return formPost(request, response, client);
    const limited = (verdict: Verdict & { allowed: false }) => {
      log.warn('contact.rate-limited', { client });
      sendJson(
        response,
        429,
        { error: 'Too many messages from your address. Please try again later.' },
        { 'Retry-After': String(verdict.retryAfterSeconds), Connection: 'close' },
      );
    };
    // Refused before the body is read; only messages that are stored use up the budget.
    const before = limiter.check(client);
    if (!before.allowed) return limited(before);
    const contentType = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (contentType !== 'application/json') {
      return sendJson(response, 400, { error: 'Send the message as JSON with Content-Type: application/json.' });
    }
    let raw: Buffer;
    try {
      raw = await readBody(request, CONTACT_BODY_LIMIT);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendTooLarge(response, CONTACT_BODY_LIMIT);
      throw error;
    }
    const body = parseJsonBody(raw);
    if (!body.ok) {
      return sendJson(response, 400, {
        error: body.problem === 'too deep' ? JSON_TOO_DEEP_MESSAGE : 'The body is not valid JSON.',
      });
    }
    const validation = validateContactMessage(body.value);
    if (!validation.ok) return sendJson(response, 400, { error: validation.error, field: validation.field });
    const counted = limiter.hit(client);
    if (!counted.allowed) return limited(counted);
    const entry = await outbox.add(validation.message);
    sendJson(response, 200, { ok: true, id: entry.id });
  };
}
