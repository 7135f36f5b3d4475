import { availableParallelism } from 'node:os';
import { ConfigError, httpUrl, integer, urlOf, type Env } from '../core/env.ts';

export interface AccountsConfig {
  /** PostgreSQL connection string; unset keeps accounts in a SQLite file in DATA_DIR. */
  databaseUrl: string | undefined;
  /** Signs session cookies; unset, one is generated on first start and kept in DATA_DIR. */
  secret: string | undefined;
  /** The public origin that links in e-mails point to; unset, the publisher's own address. */
  siteUrl: string | undefined;
  /** Attempts per client address per window on sign-in, sign-up and password reset. */
  rateLimit: number;
  rateWindowSeconds: number;
  /** The training team's automation service that receives signed-in visitors' PD registrations. */
  registrationWebhookUrl: string | undefined;
  /** The mail server for account e-mails (smtp:// or smtps://); unset keeps them in DATA_DIR. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  retryBaseMs: number;
  retryMaxMs: number;
  forwardTimeoutMs: number;
  /** Threads for password hashing and strength checks, and how many may wait for one before 503. */
  passwordWork: { workers: number; maxQueue: number };
}

export function accountsConfig(env: Env): AccountsConfig {
  const secret = env.AUTH_SECRET?.trim() || undefined;
  if (secret && secret.length < 32) throw new ConfigError('AUTH_SECRET must be at least 32 characters long');
  const smtpUrl = urlOf(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = env.MAIL_FROM?.trim() || undefined;
  if (smtpUrl && !mailFrom) throw new ConfigError('MAIL_FROM is required when SMTP_URL is set');
  return {
    databaseUrl: urlOf(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    secret,
    siteUrl: httpUrl(env, 'SITE_URL'),
    rateLimit: integer(env, 'AUTH_RATE_LIMIT', 5, 1),
    rateWindowSeconds: integer(env, 'AUTH_RATE_WINDOW_SECONDS', 60, 1),
    registrationWebhookUrl: httpUrl(env, 'REGISTRATION_WEBHOOK_URL'),
    smtpUrl,
    mailFrom,
    retryBaseMs: 1000,
    retryMaxMs: 5 * 60_000,
    forwardTimeoutMs: 10_000,
    // Two hashes at once where there are two cores: 200 sign-ins at once are all in within the site's 30 s of
    // retries (one at a time managed 142 to 163), and pages are still read meanwhile (npm run bench:hostile:
    // their p99 31-46 ms). Fifty waiting is a few seconds of work, and beyond that a visitor is better told at
    // once to try again than kept waiting.
    passwordWork: { workers: Math.min(2, availableParallelism()), maxQueue: 50 },
  };
}
