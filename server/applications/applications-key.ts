import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../core/env.ts';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../core/private-files.ts';
import { KEY_BYTES } from './sealed-box.ts';

/** The key file the publisher makes in DATA_DIR when APPLICATIONS_KEY is not set. Back it up with the database. */
export const KEY_FILE = 'applications.key';

export const KEY_FORMAT_MESSAGE =
  'APPLICATIONS_KEY must be 32 random bytes, written in base64 or hex (for example: openssl rand -base64 32)';

/** APPLICATIONS_KEY as bytes: 64 hex digits or base64 of 32 bytes. */
export function parseApplicationsKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[\da-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES || (!/^[\da-f]{64}$/i.test(trimmed) && key.toString('base64') !== trimmed))
    throw new ConfigError(KEY_FORMAT_MESSAGE);
  return key;
}

export interface KeySource {
  key: Buffer;
  /** Where it came from, for the messages: never the key itself. */
  from: 'APPLICATIONS_KEY' | 'key file';
}

/**
 * The key from APPLICATIONS_KEY, else from DATA_DIR's key file. A key file is made (0600) only when `mayCreate`:
 * when no application is kept yet. With applications kept and no key, nothing is made and null is returned, so
 * the caller stops rather than start over with a key that opens nothing.
 */
export async function findApplicationsKey(
  envKey: string | undefined,
  dataDir: string,
  mayCreate: boolean,
): Promise<KeySource | null> {
  if (envKey) return { key: parseApplicationsKey(envKey), from: 'APPLICATIONS_KEY' };
  const file = join(dataDir, KEY_FILE);
  try {
    return { key: parseApplicationsKey((await readFile(file, 'utf8')).trim()), from: 'key file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!mayCreate) return null;
  await makePrivateDir(dataDir);
  const key = randomBytes(KEY_BYTES);
  // "wx": never overwrite a key file another process made in the meantime.
  await writeFile(file, `${key.toString('base64')}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  return { key, from: 'key file' };
}
