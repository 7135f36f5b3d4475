import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * DATA_DIR holds account data, reset links waiting to be sent and visitors' messages: readable by the
 * publisher's own user only, whatever the umask.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Creates a folder (and its parents) for private files. */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

/** Makes a folder and everything in it private, including what an earlier version created more openly. */
export async function makeTreePrivate(dir: string): Promise<void> {
  await makePrivateDir(dir);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await makeTreePrivate(path);
    else if (entry.isFile()) await chmod(path, PRIVATE_FILE_MODE);
  }
}
