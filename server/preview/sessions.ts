import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface PreviewSessions {
  /** A new session's cookie value: its expiry and a signature over it, nothing else. */
  issue(now?: number): string;
  /** Whether a cookie value was issued here and has not expired. */
  isValid(value: string | undefined, now?: number): boolean;
}

const KEY_BYTES = 32;
const VALUE = /^(\d{13,15})\.([\w-]{43})$/;

/**
 * Signed, self-expiring preview sessions: nothing to store, and a copied cookie stops working when it
 * expires. A new key (a deleted key file) ends every session at once.
 */
export function createPreviewSessions(
  key: Buffer,
  lifetimeMs: number,
  clock: () => number = Date.now,
): PreviewSessions {
  const sign = (expires: string) => createHmac('sha256', key).update(`preview:${expires}`).digest('base64url');
  return {
    issue(now = clock()) {
      const expires = String(now + lifetimeMs);
      return `${expires}.${sign(expires)}`;
    },
    isValid(value, now = clock()) {
      const match = VALUE.exec(value ?? '');
      if (!match) return false;
      const [, expires, signature] = match;
      const expected = Buffer.from(sign(expires));
      return timingSafeEqual(Buffer.from(signature), expected) && Number(expires) > now;
    },
  };
}

/** The signing key, made on first use and kept in DATA_DIR so sessions survive a restart. */
export async function loadSessionKey(file: string): Promise<Buffer> {
  try {
    const key = await readFile(file);
    if (key.length === KEY_BYTES) return key;
  } catch {
    // No key yet: make one below.
  }
  const key = randomBytes(KEY_BYTES);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, key, { mode: 0o600 });
  return key;
}
