import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTACT_SENT_PATH } from '../../contracts/forms/form-posts.ts';
import { validateContactMessage, type ContactMessage } from '../../contracts/contact/message.ts';
import { CONTACT_PATH } from '../../contracts/routes.ts';
import type { Logger } from '../core/log.ts';
import type { RateLimiter } from '../core/rate-limit.ts';
import { sendFormPage, sendSeeOther } from '../forms/form-answers.ts';
import { formPage, readFormPost, sendRateLimited, type FormPostGate } from '../forms/form-post.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { Release } from '../releases/releases.ts';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

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
export function createContactFormPost({ outbox, ...options }: ContactFormPostOptions) {
  const gate: FormPostGate = {
    name: 'contact',
    path: CONTACT_PATH,
    island: 'ContactForm',
    rateLimited: 'Too many messages from your address. Please try again later.',
    ...options,
  };
  return async (request: IncomingMessage, response: ServerResponse, client: string): Promise<void> => {
    const sent = await readFormPost(gate, request, response, client);
    if (!sent) return;
    const values = Object.fromEntries(FIELDS.map((field) => [field, sent.get(field) ?? '']));
    const validation = validateContactMessage({
      ...Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])),
      page: CONTACT_PATH,
      submitted_at: new Date().toISOString(),
    });
    if (!validation.ok) {
      const errors = { [validation.field ?? 'message']: validation.error };
      return sendFormPage(response, 422, await formPage(gate), { island: gate.island, values, errors });
    }
    const counted = gate.limiter.hit(client);
    if (!counted.allowed) return sendRateLimited(gate, response, client, values, counted);
    await outbox.add(validation.message);
    sendSeeOther(response, CONTACT_SENT_PATH);
  };
}
