import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

// The publisher runs with the Node flags of `npm start`, its memory settings among them.
const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: { start: string } };
const nodeFlags = scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));

/** scripts/bench/hostile-publisher.ts in a process of its own with a fresh folder, once it serves its first release. */
export async function startHostilePublisher(secret: string) {
  const dir = await mkdtemp(join(tmpdir(), 'northwind-bench-'));
  const child = spawn(process.execPath, [...nodeFlags, join('scripts', 'bench', 'hostile-publisher.ts'), dir, secret], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [url] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    await rm(dir, { recursive: true, force: true });
  };
  try {
    let tries = 0;
    while ((await fetch(url)).status !== 200) {
      if ((tries += 1) > 100) throw new Error('The publisher never served its first release');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    dir,
    pid: child.pid!,
    /** VmHWM: the most resident memory the process has ever had, in MB. */
    peakMemoryMb: async () =>
      Number(
        (Number(/VmHWM:\s+(\d+)/.exec(await readFile(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024).toFixed(1),
      ),
    stop,
  };
}
