/**
 * What a report the Studio posts to its error intake says, in one line for the lake's log; null for a report of
 * nothing. The report is a Sentry envelope: a header line, then an item header and a payload per item. The Studio
 * sends envelopes of the header alone during every test, which filled a failed test's log with nothing.
 */
export function summariseReport(envelope: string): string | null {
  const lines = envelope.split('\n').filter((line) => line.trim() !== '');
  const parts: string[] = [];
  for (let index = 1; index < lines.length; index += 2) {
    const type = (parse(lines[index]) as { type?: unknown } | undefined)?.type;
    const payload = parse(lines[index + 1] ?? '') as Payload | undefined;
    const exceptions = payload?.exception?.values ?? [];
    for (const { type: name, value, stacktrace } of exceptions) {
      const frame = stacktrace?.frames?.at(-1);
      const where = frame ? ` at ${frame.function ?? '?'} (${frame.filename ?? '?'}:${frame.lineno ?? '?'})` : '';
      parts.push(`${name ?? 'Error'}: ${value ?? ''}${where}`);
    }
    if (exceptions.length === 0 && typeof payload?.message === 'string') parts.push(payload.message);
    else if (exceptions.length === 0) parts.push(`a ${typeof type === 'string' ? type : 'unknown'} item`);
  }
  return parts.length > 0 ? parts.join('; ') : null;
}

interface Payload {
  message?: unknown;
  exception?: {
    values?: {
      type?: string;
      value?: string;
      stacktrace?: { frames?: { function?: string; filename?: string; lineno?: number }[] };
    }[];
  };
}

function parse(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
