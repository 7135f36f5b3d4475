import { open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files.ts';

/** Makes a rename or a new file in `dir` survive power loss. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Replaces a private file so that a crash leaves the old or the new content, never a mix, and the new one
 * survives power loss.
 */
export async function writeFileDurably(file: string, content: string): Promise<void> {
  await makePrivateDir(dirname(file));
  const next = `${file}.next`;
  const handle = await open(next, 'w', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(next, file);
  await syncDirectory(dirname(file));
}

/** Appends a line to a private file and returns once it is on disk. */
export async function appendDurably(file: string, line: string): Promise<void> {
  const handle = await open(file, 'a', PRIVATE_FILE_MODE);
  try {
    await handle.write(line);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
