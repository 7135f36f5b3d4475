import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTACT_SENT_PATH } from '../../contracts/forms/form-posts.ts';
import { validateContactMessage, type ContactMessage } from '../../contracts/contact/message.ts';
import { CONTACT_PATH } from '../../contracts/routes.ts';
import { BodyTooLargeError, readBody, sendTooLarge } from '../core/http.ts';
import type { Logger } from '../core/log.ts';
import type { RateLimiter, Verdict } from '../core/rate-limit.ts';
import { releasePage, sendCrossSiteRefused, sendFormPage, sendSeeOther } from '../forms/form-answers.ts';
import { fromOwnPage, ownOrigin } from '../forms/own-page.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { Release } from '../releases/releases.ts';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
const ISLAND = 'ContactForm';
export const CONTACT_RATE_LIMITED = 'Too many messages from your address. Please try again later.';

export interface ContactFormPostOptions {
  outbox: Outbox<ContactMessage>;
  limiter: RateLimiter;
  trustProxy: number;
  log: Logger;
  bodyLimit: number;
  /** The live release, whose contact page the answer to a message with a problem is made from. */
  release: () => Release | null;
}

/**
 * 'Send Us a Message' posted as a plain form (no JavaScript, or sent before the island hydrated): the JSON
 * endpoint's checks, limits and outbox, answered with pages. Kept: 303 to the confirmation page. A problem:
 * the contact page again with everything typed and the message under its field.
 */
export function createContactFormPost({
  outbox,
  limiter,
  trustProxy,
  log,
  bodyLimit,
  release,
}: ContactFormPostOptions) {
  return async (request: IncomingMessage, response: ServerResponse, client: string): Promise<void> => {
    if (!fromOwnPage(request, ownOrigin(request, trustProxy))) {
      log.warn('contact.cross-site-refused', { client });
      return sendCrossSiteRefused(response);
    }
    const page = () => releasePage(release(), CONTACT_PATH);
    const limited = async (values: Record<string, string>, verdict: Verdict & { allowed: false }) => {
      log.warn('contact.rate-limited', { client });
      sendFormPage(
        response,
        429,
        await page(),
        { island: ISLAND, values, errors: {}, notice: CONTACT_RATE_LIMITED },
        { 'Retry-After': String(verdict.retryAfterSeconds), Connection: 'close' },
      );
    };
    const before = limiter.check(client);
    if (!before.allowed) return limited({}, before);
    let body: Buffer;
    try {
      body = await readBody(request, bodyLimit);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendTooLarge(response, bodyLimit);
      throw error;
    }
    const sent = new URLSearchParams(body.toString('utf8'));
    const values = Object.fromEntries(FIELDS.map((field) => [field, sent.get(field) ?? '']));
    const validation = validateContactMessage({
      ...Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])),
      page: CONTACT_PATH,
      submitted_at: new Date().toISOString(),
    });
    if (!validation.ok) {
      const errors = { [validation.field ?? 'message']: validation.error };
      return sendFormPage(response, 422, await page(), { island: ISLAND, values, errors });
    }
    const counted = limiter.hit(client);
    if (!counted.allowed) return limited(values, counted);
    await outbox.add(validation.message);
    sendSeeOther(response, CONTACT_SENT_PATH);
  };
}
