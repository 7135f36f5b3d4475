import { PD_REGISTRATION_API_PATH } from '../../contracts/forms/form-posts.ts';
import { createRateLimiter } from '../core/rate-limit.ts';
import { httpDelivery } from '../outbox/outbox-http.ts';
import { openOutbox } from '../outbox/outbox.ts';
import type { FormSubsystemOptions } from '../forms/form-post.ts';
import { createRegistrationFormPost, type PostedRegistration } from './registration-form-post.ts';

/**
 * PD group registrations posted as plain forms: POST /api/pd-registration keeps each on disk before it answers,
 * and an outbox forwards them to the training team's service (REGISTRATION_WEBHOOK_URL), as it does the
 * registrations kept with an account. Limited per address like contact messages.
 */
export async function setupPdRegistration({ config, log, release }: FormSubsystemOptions) {
  const { accounts, contact } = config;
  const outbox = await openOutbox<PostedRegistration>({
    name: 'pd-registrations',
    dataDir: config.dataDir,
    deliver: accounts.registrationWebhookUrl
      ? httpDelivery(accounts.registrationWebhookUrl, accounts.forwardTimeoutMs)
      : undefined,
    log,
    retryBaseMs: accounts.retryBaseMs,
    retryMaxMs: accounts.retryMaxMs,
  });
  return {
    routes: {
      [PD_REGISTRATION_API_PATH]: createRegistrationFormPost({
        outbox,
        limiter: createRateLimiter(contact.rateLimit, contact.rateWindowMs),
        trustProxy: config.trustProxy,
        log,
        release,
      }),
    },
    close: () => outbox.stop(),
  };
}
