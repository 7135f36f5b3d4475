import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContactForwarder } from './contact-forwarder.ts';
import type { ContactInbox } from './contact-inbox.ts';
import { validateContactMessage } from './contact-message.ts';
import { BodyTooLargeError, clientAddress, readBody, sendJson, sendMethodNotAllowed, sendTooLarge } from './http.ts';
import type { Logger } from './log.ts';
import type { RateLimiter } from './rate-limit.ts';

const CONTACT_BODY_LIMIT = 32 * 1024;

export interface ContactEndpointOptions {
  inbox: ContactInbox;
  /** Absent when no automation webhook is configured: messages then wait in the inbox. */
  forwarder: ContactForwarder | null;
  limiter: RateLimiter;
  trustProxy: number;
  log: Logger;
}

/** POST /api/contact: validates the form's JSON, stores it durably, then answers ok. */
export function createContactHandler({ inbox, forwarder, limiter, trustProxy, log }: ContactEndpointOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'POST') return sendMethodNotAllowed(response, ['POST']);
    const client = clientAddress(request, trustProxy);
    const verdict = limiter.hit(client);
    if (!verdict.allowed) {
      log.warn('contact.rate-limited', { client });
      return sendJson(
        response,
        429,
        { error: 'Too many messages from your address. Please try again later.' },
        { 'Retry-After': String(verdict.retryAfterSeconds) },
      );
    }
    const contentType = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (contentType !== 'application/json') {
      return sendJson(response, 400, { error: 'Send the message as JSON with Content-Type: application/json.' });
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(request, CONTACT_BODY_LIMIT)).toString('utf8'));
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendTooLarge(response, CONTACT_BODY_LIMIT);
      return sendJson(response, 400, { error: 'The body is not valid JSON.' });
    }
    const validation = validateContactMessage(body);
    if (!validation.ok) return sendJson(response, 400, { error: validation.error });
    const entry = await inbox.append(validation.message);
    log.info('contact.received', { id: entry.id });
    forwarder?.enqueue(entry);
    sendJson(response, 200, { ok: true, id: entry.id });
  };
}
