import { Cron } from 'croner';
import type { Config } from '../core/config.ts';
import { errorMessage, type Logger } from '../core/log.ts';

export interface RebuildSchedule {
  /** When the next scheduled build is due (null when the schedule is off). */
  nextRun(): Date | null;
  /** Runs the scheduled request now, as if its time had come. */
  trigger(): Promise<void>;
  stop(): void;
}

/**
 * Asks for a build at the configured times (croner does the calendar and time-zone arithmetic), so that
 * past session dates and the footer year are right in the HTML itself even when nobody publishes.
 */
export function startRebuildSchedule(
  schedule: Config['rebuildSchedule'],
  requestBuild: () => Promise<void>,
  log: Logger,
): RebuildSchedule {
  if (!schedule) return { nextRun: () => null, trigger: () => Promise.resolve(), stop: () => undefined };
  const tick = async () => {
    try {
      await requestBuild();
      log.info('schedule.build-requested', { nextRun: job.nextRun()?.toISOString() ?? null });
    } catch (error) {
      log.error('schedule.failed', { error: errorMessage(error) });
    }
  };
  const job: Cron = new Cron(schedule.pattern, { timezone: schedule.timeZone, protect: true }, tick);
  return { nextRun: () => job.nextRun(), trigger: tick, stop: () => job.stop() };
}
