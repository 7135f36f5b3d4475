import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cron } from 'croner';
import { SITE_TIME_ZONE } from '../src/lib/site/build-time.ts';

export interface ContactConfig {
  /** The automation service that receives each message; unset keeps messages in the inbox only. */
  webhookUrl: string | undefined;
  rateLimit: number;
  rateWindowMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  forwardTimeoutMs: number;
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
  contact: ContactConfig;
  /** Origins of the Sanity Studio allowed to read /api/publish-status from the browser (STUDIO_ORIGIN). */
  studioOrigins: string[];
}

/** One minute past midnight, every day: the first build of a new day. */
export const DEFAULT_REBUILD_SCHEDULE = '1 0 * * *';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The project root: the server is never bundled, so its own location is reliable. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

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

function httpUrl(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an http(s) URL`);
  return url.href;
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
const PUBLISHER_SECRETS = ['SANITY_WEBHOOK_SECRET', 'CONTACT_WEBHOOK_URL'];
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
    studioOrigins: studioOrigins(env),
    contact: {
      webhookUrl: httpUrl(env, 'CONTACT_WEBHOOK_URL'),
      rateLimit: integer(env, 'CONTACT_RATE_LIMIT', 5, 1),
      rateWindowMs: integer(env, 'CONTACT_RATE_WINDOW_SECONDS', 600, 1) * 1000,
      retryBaseMs: 1000,
      retryMaxMs: 5 * 60_000,
      forwardTimeoutMs: 10_000,
    },
  };
}
