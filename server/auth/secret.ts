import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileDurably } from '../core/durable-file.ts';

const SECRET_FILE = 'auth-secret';

/**
 * The key that signs session cookies and sign-in device cookies: AUTH_SECRET when set, otherwise one generated on the first
 * start and kept in DATA_DIR (readable by the publisher's user only), so accounts work unconfigured
 * and sessions survive restarts.
 */
export async function loadAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, SECRET_FILE);
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing?.trim()) return existing.trim();
  const secret = randomBytes(32).toString('base64url');
  await writeFileDurably(file, secret);
  return secret;
}
