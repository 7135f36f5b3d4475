import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cron } from 'croner';
import { SITE_TIME_ZONE } from '../../contracts/build-time.ts';

export interface ContactConfig {
  /** The automation service that receives each message; unset keeps messages in the inbox only. */
  webhookUrl: string | undefined;
  rateLimit: number;
  rateWindowMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  forwardTimeoutMs: number;
}

export interface PreviewConfig {
  /** PREVIEW_SECRET: preview links carrying it open a preview (the way in with the embedded dataset). */
  secret: string | undefined;
  /** A live project with a read token: the Presentation tool's own secrets are checked there. */
  live: { projectId: string; dataset: string; apiVersion: string | undefined; token: string } | null;
  /** The secret of the second Sanity webhook (drafts included); the publish webhook's secret by default. */
  webhookSecret: string | undefined;
  /** Preview builds: never inside the releases folder. */
  dir: string;
  sessionMs: number;
  /** How long after someone last looked at a preview a changed draft still rebuilds it at once. */
  idleMs: number;
}

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

export interface Config {
  root: string;
  host: string;
  port: number;
  releasesDir: string;
  dataDir: string;
  releasesKept: number;
  webhookSecret: string | undefined;
  buildDebounceMs: number;
  /** How many reverse proxies in front of us append to X-Forwarded-For (0: use the socket address). */
  trustProxy: number;
  /** When to rebuild anyway, so that dates and the year stay right: a cron pattern, or null for never. */
  rebuildSchedule: { pattern: string; timeZone: string } | null;
  /** How long a stop may take before open connections are cut. */
  shutdownTimeoutMs: number;
  /** A connection whose answer has not moved for this long is cut (a client that never reads). */
  stalledAnswerTimeoutMs: number;
  contact: ContactConfig;
  /** Null when previews are off (no PREVIEW_SECRET, no live project with a token). */
  preview: PreviewConfig | null;
  accounts: AccountsConfig;
  /** Origins of the Sanity Studio allowed to read /api/publish-status from the browser (STUDIO_ORIGIN). */
  studioOrigins: string[];
}

/** One minute past midnight, every day: the first build of a new day. */
export const DEFAULT_REBUILD_SCHEDULE = '1 0 * * *';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The project root: the server is never bundled, so its own location is reliable. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function urlOf(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The value may hold a password (SMTP_URL, DATABASE_URL): the message names the variable only.
    throw new ConfigError(`${name} must be a URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return url.href;
}

const httpUrl = (env: Env, name: string) => urlOf(env, name, ['https:', 'http:']);

function accountsConfig(env: Env): AccountsConfig {
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
    // Hashing leaves a core for serving pages (one thread on two cores, two on more); fifty waiting is a
    // few seconds of work, and beyond that a visitor is better told at once to try again than kept waiting.
    passwordWork: { workers: Math.max(1, Math.min(2, availableParallelism() - 1)), maxQueue: 50 },
  };
}

export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

const directory = (root: string, value: string | undefined, fallback: string) =>
  resolve(root, value?.trim() || fallback);

function rebuildSchedule(env: Env): Config['rebuildSchedule'] {
  const pattern = env.REBUILD_SCHEDULE?.trim() || DEFAULT_REBUILD_SCHEDULE;
  if (pattern === 'off') return null;
  const timeZone = env.REBUILD_TIMEZONE?.trim() || SITE_TIME_ZONE;
  try {
    const probe = new Cron(pattern, { timezone: timeZone, paused: true });
    probe.nextRun();
    probe.stop();
  } catch (error) {
    throw new ConfigError(
      `REBUILD_SCHEDULE must be a cron pattern (e.g. "${DEFAULT_REBUILD_SCHEDULE}") or "off", and REBUILD_TIMEZONE a time zone such as ${SITE_TIME_ZONE}: ${(error as Error).message}`,
    );
  }
  return { pattern, timeZone };
}

/** The publisher's own settings that hold secrets: a build never needs them. */
const PUBLISHER_SECRETS = [
  'SANITY_WEBHOOK_SECRET',
  'SANITY_PREVIEW_WEBHOOK_SECRET',
  'PREVIEW_SECRET',
  'CONTACT_WEBHOOK_URL',
  'SMTP_URL',
];
/** Secrets a build does need (reading a private dataset). */
const BUILD_SECRETS = new Set(['SANITY_READ_TOKEN']);
const LOOKS_SECRET = /SECRET|PASSWORD|PRIVATE_KEY|TOKEN|WEBHOOK_URL|DATABASE_URL/i;

/** The environment a build runs with: the publisher's, less every secret the build has no use for. */
export function buildEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => BUILD_SECRETS.has(name) || (!PUBLISHER_SECRETS.includes(name) && !LOOKS_SECRET.test(name)),
    ),
  );
}

const MIN_PREVIEW_SECRET_LENGTH = 24;

function previewConfig(env: Env, root: string, webhookSecret: string | undefined): PreviewConfig | null {
  const secret = env.PREVIEW_SECRET || undefined;
  if (secret && secret.length < MIN_PREVIEW_SECRET_LENGTH) {
    throw new ConfigError(`PREVIEW_SECRET must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters long`);
  }
  const projectId = env.SANITY_PROJECT_ID?.trim();
  const dataset = env.SANITY_DATASET?.trim();
  const token = env.SANITY_READ_TOKEN?.trim();
  const live =
    projectId && dataset && token
      ? { projectId, dataset, apiVersion: env.SANITY_API_VERSION?.trim() || undefined, token }
      : null;
  if (!secret && !live) return null;
  return {
    secret,
    live,
    webhookSecret: env.SANITY_PREVIEW_WEBHOOK_SECRET || webhookSecret,
    dir: directory(root, env.PREVIEW_DIR, '.preview'),
    sessionMs: integer(env, 'PREVIEW_SESSION_MINUTES', 60, 1, 24 * 60) * 60_000,
    idleMs: 15 * 60_000,
  };
}

/** STUDIO_ORIGIN: one or more https origins (comma-separated); http is allowed only for localhost, e.g. `sanity dev`. */
function studioOrigins(env: Env): string[] {
  return (env.STUDIO_ORIGIN ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        throw new ConfigError(`STUDIO_ORIGIN: "${origin}" is not an origin such as https://northwind.sanity.studio`);
      }
      const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
      if (url.origin !== origin || (url.protocol !== 'https:' && !(local && url.protocol === 'http:')))
        throw new ConfigError(
          `STUDIO_ORIGIN: "${origin}" must be an https origin with no path, e.g. https://northwind.sanity.studio`,
        );
      return origin;
    });
}

export function loadConfig(env: Env = process.env, root = PROJECT_ROOT): Config {
  const host = env.HOST?.trim() || '127.0.0.1';
  const webhookSecret = env.SANITY_WEBHOOK_SECRET || undefined;
  // Anyone who can reach the port could otherwise make us rebuild; loopback-only setups may skip it.
  if (!webhookSecret && !isLoopback(host)) {
    throw new ConfigError(`SANITY_WEBHOOK_SECRET is required when HOST (${host}) is not a loopback address`);
  }
  return {
    root,
    host,
    port: integer(env, 'PORT', 4321, 0, 65535),
    releasesDir: directory(root, env.RELEASES_DIR, '.releases'),
    dataDir: directory(root, env.DATA_DIR, '.data'),
    releasesKept: integer(env, 'RELEASES_KEPT', 5, 2),
    webhookSecret,
    buildDebounceMs: integer(env, 'BUILD_DEBOUNCE_MS', 2000, 0),
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 10),
    rebuildSchedule: rebuildSchedule(env),
    shutdownTimeoutMs: 10_000,
    stalledAnswerTimeoutMs: 30_000,
    studioOrigins: studioOrigins(env),
    contact: {
      webhookUrl: httpUrl(env, 'CONTACT_WEBHOOK_URL'),
      rateLimit: integer(env, 'CONTACT_RATE_LIMIT', 5, 1),
      rateWindowMs: integer(env, 'CONTACT_RATE_WINDOW_SECONDS', 600, 1) * 1000,
      retryBaseMs: 1000,
      retryMaxMs: 5 * 60_000,
      forwardTimeoutMs: 10_000,
    },
    preview: previewConfig(env, root, webhookSecret),
    accounts: accountsConfig(env),
  };
}
