import { fileURLToPath } from 'node:url';
import { applicationsConfig, type ApplicationsConfig } from '../applications/applications-config.ts';
import { handoffConfig, type HandoffConfig } from '../handoff/handoff-config.ts';
import { accountsConfig, type AccountsConfig } from '../auth/accounts-config.ts';
import { contactConfig, type ContactConfig } from '../contact/contact-config.ts';
import { previewConfig, type PreviewConfig } from '../preview/preview-config.ts';
import {
  movedRedirectsConfig,
  rebuildScheduleConfig,
  type MovedRedirectsConfig,
  type RebuildScheduleConfig,
} from '../publishing/publishing-config.ts';
import { ConfigError, directory, integer, type Env } from './env.ts';

/**
 * The publisher's configuration: read from the environment once at start, each subsystem's part by the reader
 * beside that subsystem (contact, previews, accounts, applications, the rebuild schedule).
 */
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
  rebuildSchedule: RebuildScheduleConfig | null;
  /** Where a moved course's or page's redirect is saved; null when the publisher has no write token. */
  movedRedirects: MovedRedirectsConfig | null;
  /** How long a stop may take before open connections are cut. */
  shutdownTimeoutMs: number;
  /** A connection whose answer has not moved for this long is cut (a client that never reads). */
  stalledAnswerTimeoutMs: number;
  /** An idle keep-alive connection (HTTP/1.1 or HTTP/1.0) is closed after this long. */
  keepAliveTimeoutMs: number;
  contact: ContactConfig;
  /** Null when previews are off (no PREVIEW_SECRET, no live project with a token). */
  preview: PreviewConfig | null;
  accounts: AccountsConfig;
  /** The key applications to study are sealed under (APPLICATIONS_KEY), or the key file in DATA_DIR. */
  applications: ApplicationsConfig;
  /** How submitted applications reach the student management system (docs/handoff.md). */
  handoff: HandoffConfig;
  /** Origins of the Sanity Studio allowed to read /api/publish-status from the browser (STUDIO_ORIGIN). */
  studioOrigins: string[];
}

/** The project root: the server is never bundled, so its own location is reliable. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

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
    rebuildSchedule: rebuildScheduleConfig(env),
    movedRedirects: movedRedirectsConfig(env),
    shutdownTimeoutMs: 10_000,
    stalledAnswerTimeoutMs: 30_000,
    keepAliveTimeoutMs: 5_000,
    studioOrigins: studioOrigins(env),
    contact: contactConfig(env),
    preview: previewConfig(env, root, webhookSecret),
    accounts: accountsConfig(env),
    applications: applicationsConfig(env),
    handoff: handoffConfig(env),
  };
}
