import { Cron } from 'croner';
import { SITE_TIME_ZONE } from '../../contracts/build-time.ts';
import { SANITY_API_VERSION } from '../../contracts/sanity-api.ts';
import { ConfigError, httpUrl, type Env } from '../core/env.ts';

/** When to rebuild anyway, so that dates and the year stay right: a cron pattern in a time zone. */
export interface RebuildScheduleConfig {
  pattern: string;
  timeZone: string;
}

/** One minute past midnight, every day: the first build of a new day. */
export const DEFAULT_REBUILD_SCHEDULE = '1 0 * * *';

/** REBUILD_SCHEDULE and REBUILD_TIMEZONE; null for "off". */
export function rebuildScheduleConfig(env: Env): RebuildScheduleConfig | null {
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

/** Where the redirects of moved courses and pages are saved: the Content Lake the site is built from. */
export interface MovedRedirectsConfig {
  projectId: string;
  dataset: string;
  /** SANITY_WRITE_TOKEN: an Editor token; never handed to builds (build-environment.ts drops every *TOKEN* but the read token). */
  token: string;
  apiVersion: string;
  /** SANITY_API_HOST: another host that speaks the Content Lake's API (the local Studio's lake), else Sanity's. */
  apiHost: string | undefined;
}

/** Null without a project, a dataset and SANITY_WRITE_TOKEN: moved pages are then logged, not redirected. */
export function movedRedirectsConfig(env: Env): MovedRedirectsConfig | null {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  const dataset = env.SANITY_DATASET?.trim();
  const token = env.SANITY_WRITE_TOKEN?.trim();
  if (!projectId || !dataset || !token) return null;
  return {
    projectId,
    dataset,
    token,
    apiVersion: env.SANITY_API_VERSION?.trim() || SANITY_API_VERSION,
    apiHost: httpUrl(env, 'SANITY_API_HOST')?.replace(/\/+$/, ''),
  };
}
