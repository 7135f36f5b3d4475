import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ProbeResult {
  times: number[];
  failures: number;
}

/**
 * A normal visitor fetching `url` every 5 ms, in its own process, while `during` runs (after 200 ms of
 * quiet, so the first answers show the server at rest).
 */
export async function probeDuring(url: string, during: () => Promise<void>): Promise<ProbeResult> {
  const prober = spawn(process.execPath, [join('scripts', 'bench', 'visitor.ts'), url], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const output = (async () => {
    let text = '';
    for await (const chunk of prober.stdout) text += String(chunk);
    return JSON.parse(text) as ProbeResult;
  })();
  await new Promise((resolve) => setTimeout(resolve, 200));
  try {
    await during();
  } finally {
    prober.stdin.end();
  }
  return output;
}
