import type { LogFields, Logger } from './log.ts';

/**
 * Writes at most one line per event per interval and counts the rest into the next line, so a flood
 * of bad requests cannot flood the log (or the disk behind it).
 */
export function sampledWarn(log: Logger, intervalMs = 1000, now: () => number = Date.now) {
  const last = new Map<string, { at: number; suppressed: number }>();
  return (event: string, fields: LogFields = {}) => {
    const time = now();
    const seen = last.get(event);
    if (seen && time - seen.at < intervalMs) {
      seen.suppressed += 1;
      return;
    }
    log.warn(event, seen?.suppressed ? { ...fields, suppressed: seen.suppressed } : fields);
    last.set(event, { at: time, suppressed: 0 });
  };
}
