export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

/** One JSON object per line, so a log collector can parse every entry without guessing. */
export function createLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const emit =
    (level: LogLevel) =>
    (event: string, fields: LogFields = {}) =>
      write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
  return { info: emit('info'), warn: emit('warn'), error: emit('error') };
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A logger that adds the same fields to every line (e.g. which pipeline a build belongs to). */
export function withFields(log: Logger, extra: LogFields): Logger {
  return {
    info: (event, fields) => log.info(event, { ...extra, ...fields }),
    warn: (event, fields) => log.warn(event, { ...extra, ...fields }),
    error: (event, fields) => log.error(event, { ...extra, ...fields }),
  };
}
