import type { LogFields, Logger, LogLevel } from './log.ts';

/**
 * Writes at most one line per event per interval and counts the rest into the next line, so a flood of
 * bad requests cannot flood the log (or the disk behind it). Keyed by the event alone: a line's other
 * fields (a library's message, a path) vary with what the flood sends, so they cannot be the key.
 */
export function sampledLog(log: Logger, intervalMs = 1000, now: () => number = Date.now) {
  const last = new Map<string, { at: number; suppressed: number }>();
  return (level: LogLevel, event: string, fields: LogFields = {}) => {
    const seen = last.get(event);
    if (seen && now() - seen.at < intervalMs) {
      seen.suppressed += 1;
      return;
    }
    log[level](event, seen?.suppressed ? { ...fields, suppressed: seen.suppressed } : fields);
    // Timed from after the write, which stamps the line: a write made late (a pause between deciding and writing)
    // would otherwise let the next line come less than an interval after it, by the times the log shows.
    last.set(event, { at: now(), suppressed: 0 });
  };
}

/** sampledLog for warnings, keyed by event. */
export function sampledWarn(log: Logger, intervalMs = 1000, now: () => number = Date.now) {
  const write = sampledLog(log, intervalMs, now);
  return (event: string, fields: LogFields = {}) => write('warn', event, fields);
}
