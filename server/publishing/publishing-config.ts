import { Cron } from 'croner';
import { SITE_TIME_ZONE } from '../../contracts/build-time.ts';
import { ConfigError, type Env } from '../core/env.ts';

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
