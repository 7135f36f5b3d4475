import { CONTACT_API_PATH } from '../../contracts/contact/protocol.ts';
import type { ContactMessage } from '../../contracts/contact/message.ts';
import { createRateLimiter } from '../core/rate-limit.ts';
import { httpDelivery } from '../outbox/outbox-http.ts';
import { openOutbox } from '../outbox/outbox.ts';
import type { FormSubsystemOptions } from '../forms/form-post.ts';
import { CONTACT_BODY_LIMIT, createContactHandler } from './contact-endpoint.ts';
import { createContactFormPost } from './contact-form-post.ts';

/**
 * Contact messages: POST /api/contact keeps each on disk before it answers, and an outbox forwards them to
 * the training team's automation service (CONTACT_WEBHOOK_URL) until it says yes.
 */
export async function setupContact({ config, log, release }: FormSubsystemOptions) {
  const { contact } = config;
  const outbox = await openOutbox<ContactMessage>({
    name: 'contact',
    dataDir: config.dataDir,
    deliver: contact.webhookUrl ? httpDelivery(contact.webhookUrl, contact.forwardTimeoutMs) : undefined,
    log,
    retryBaseMs: contact.retryBaseMs,
    retryMaxMs: contact.retryMaxMs,
  });
  const limiter = createRateLimiter(contact.rateLimit, contact.rateWindowMs);
  return {
    routes: {
      [CONTACT_API_PATH]: createContactHandler({
        outbox,
        limiter,
        trustProxy: config.trustProxy,
        log,
        formPost: createContactFormPost({
          outbox,
          limiter,
          trustProxy: config.trustProxy,
          log,
          bodyLimit: CONTACT_BODY_LIMIT,
          release,
        }),
      }),
    },
    forwarding: Boolean(contact.webhookUrl),
    close: () => outbox.stop(),
  };
}
