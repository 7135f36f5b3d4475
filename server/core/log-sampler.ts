import type { LogFields, Logger, LogLevel } from './log.ts';

/**
 * Writes at most one line per key (the event, unless given) per interval and counts the rest into the
 * next line, so a flood of bad requests cannot flood the log (or the disk behind it).
 */
export function sampledLog(log: Logger, intervalMs = 1000, now: () => number = Date.now) {
  const last = new Map<string, { at: number; suppressed: number }>();
  return (level: LogLevel, event: string, fields: LogFields = {}, key = event) => {
    const time = now();
    const seen = last.get(key);
    if (seen && time - seen.at < intervalMs) {
      seen.suppressed += 1;
      return;
    }
    log[level](event, seen?.suppressed ? { ...fields, suppressed: seen.suppressed } : fields);
    last.set(key, { at: time, suppressed: 0 });
  };
}

/** sampledLog for warnings, keyed by event. */
export function sampledWarn(log: Logger, intervalMs = 1000, now: () => number = Date.now) {
  const write = sampledLog(log, intervalMs, now);
  return (event: string, fields: LogFields = {}) => write('warn', event, fields);
}
