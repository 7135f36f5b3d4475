import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../core/log.ts';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../core/private-files.ts';

/**
 * A record of each build process while it runs, one file per process in DATA_DIR. A publisher killed
 * with SIGKILL (as the OOM killer does) cannot stop its build, which then runs on beside the next
 * publisher's; the next publisher finds the record and stops it first.
 */
export function runningBuilds(dir: string) {
  const fileOf = (pid: number) => join(dir, String(pid));
  return {
    async record(pid: number, command: string): Promise<void> {
      await makePrivateDir(dir);
      await writeFile(fileOf(pid), command, { mode: PRIVATE_FILE_MODE });
    },
    forget: (pid: number) => rm(fileOf(pid), { force: true }),
    /** Stops every build a previous publisher left running; resolves once each has exited. */
    async stopLeftovers(log: Logger): Promise<void> {
      const names = await readdir(dir).catch(() => []);
      await Promise.all(
        names.map(async (name) => {
          const pid = Number(name);
          const command = await readFile(join(dir, name), 'utf8').catch(() => '');
          if (Number.isInteger(pid) && pid > 0 && command && (await isSameProcess(pid, command))) {
            log.warn('build.leftover-stopped', { pid });
            await stop(pid);
          }
          await rm(join(dir, name), { force: true });
        }),
      );
    },
  };
}

export type RunningBuilds = ReturnType<typeof runningBuilds>;

/**
 * Whether `pid` is still the build that was recorded, not another program that got its number since.
 * Without /proc (not Linux) nothing can tell, and nothing is stopped.
 */
async function isSameProcess(pid: number, command: string): Promise<boolean> {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  return cmdline !== null && cmdline.split('\0').includes(command);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM, then SIGKILL if it has not gone within two seconds. */
async function stop(pid: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  for (let waited = 0; waited < 2000 && alive(pid); waited += 50) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) signal('SIGKILL');
}
