/**
 * Nesting any JSON endpoint accepts. Our bodies are at most four levels deep (a PD registration's
 * participants); Sanity's projections a few more. Deeper bodies are refused before JSON.parse, whose
 * cost (and the cost of every walk over the result) grows with the nesting, not just the size.
 */
export const JSON_MAX_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The JSON body is nested more than ${JSON_MAX_DEPTH} levels deep.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether the brackets of a JSON text (outside its strings) nest no deeper than `maxDepth`; one pass, no parsing. */
export function nestsWithin(bytes: Uint8Array, maxDepth = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > maxDepth) return false;
    } else if (CLOSERS.has(byte)) depth -= 1;
  }
  return true;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; problem: 'too deep' | 'not JSON' };

/** A request body parsed as JSON once its nesting is known to be bounded (its size is bounded by readBody). */
export function parseJsonBody(bytes: Uint8Array, maxDepth = JSON_MAX_DEPTH): ParsedJson {
  if (!nestsWithin(bytes, maxDepth)) return { ok: false, problem: 'too deep' };
  try {
    return { ok: true, value: JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8')) };
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
}
