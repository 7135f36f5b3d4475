import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

const RETRY_MS = 100;
/** A lock file still without its holder's pid after this long was left by a process that died creating it. */
const UNCLAIMED_MS = 10_000;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Waits `ms`, or rejects with the signal's reason; the abort listener goes with each wait, so waits never pile up. */
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

async function isStale(file: string): Promise<boolean> {
  const holder = Number(await readFile(file, 'utf8').catch(() => ''));
  if (holder > 0) return !isRunning(holder);
  // No pid yet: a lock being written this instant, unless it has stayed empty for long.
  const since = await stat(file).then(
    (info) => Date.now() - info.mtimeMs,
    () => 0,
  );
  return since > UNCLAIMED_MS;
}

/**
 * Runs `task` while holding a lock file that other processes honour too. Every `astro build` of one
 * project rewrites the same generated modules in its `.astro/` folder and then imports them, so two at
 * once (a release and a preview, or two publishers' test runs) can read each other's half-written file.
 * A lock left by a process that died is taken over.
 */
export async function withBuildLock<T>(file: string, signal: AbortSignal, task: () => Promise<T>): Promise<T> {
  await mkdir(dirname(file), { recursive: true });
  for (;;) {
    signal.throwIfAborted();
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await isStale(file)) await rm(file, { force: true });
      else await wait(RETRY_MS, signal);
    }
  }
  try {
    return await task();
  } finally {
    await rm(file, { force: true });
  }
}
