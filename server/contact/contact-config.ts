import { httpUrl, integer, type Env } from '../core/env.ts';

export interface ContactConfig {
  /** The automation service that receives each message; unset keeps messages in the inbox only. */
  webhookUrl: string | undefined;
  rateLimit: number;
  rateWindowMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  forwardTimeoutMs: number;
}

/** CONTACT_WEBHOOK_URL and the contact form's rate limits. */
export const contactConfig = (env: Env): ContactConfig => ({
  webhookUrl: httpUrl(env, 'CONTACT_WEBHOOK_URL'),
  rateLimit: integer(env, 'CONTACT_RATE_LIMIT', 5, 1),
  rateWindowMs: integer(env, 'CONTACT_RATE_WINDOW_SECONDS', 600, 1) * 1000,
  retryBaseMs: 1000,
  retryMaxMs: 5 * 60_000,
  forwardTimeoutMs: 10_000,
});
