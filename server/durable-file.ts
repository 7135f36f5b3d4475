import { mkdir, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Makes a rename or a new file in `dir` survive power loss. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Replaces a file so that a crash leaves the old or the new content, never a mix, and the new one survives power loss. */
export async function writeFileDurably(file: string, content: string, mode = 0o666): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const next = `${file}.next`;
  const handle = await open(next, 'w', mode);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(next, file);
  await syncDirectory(dirname(file));
}

/** Appends a line and returns once it is on disk. */
export async function appendDurably(file: string, line: string): Promise<void> {
  const handle = await open(file, 'a');
  try {
    await handle.write(line);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
