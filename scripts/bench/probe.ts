import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface ProbeResult {
  times: number[];
  failures: number;
}

/**
 * A normal visitor fetching `url` every 5 ms, in its own process (scripts/bench/visitor.ts), while `during` runs:
 * from the moment it has started timing, so its first answers show the server at rest.
 */
export async function probeDuring(url: string, during: () => Promise<unknown>): Promise<ProbeResult> {
  const prober = spawn(process.execPath, [join('scripts', 'bench', 'visitor.ts'), url], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const ready = Promise.withResolvers<void>();
  const output = (async () => {
    let last = '';
    for await (const line of createInterface({ input: prober.stdout })) {
      if (line === 'ready') ready.resolve();
      else last = line;
    }
    ready.reject(new Error(`The visitor of ${url} stopped before it started timing`));
    return JSON.parse(last) as ProbeResult;
  })();
  try {
    await ready.promise;
    await during();
  } finally {
    prober.stdin.end();
  }
  return output;
}
