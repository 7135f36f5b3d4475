import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';

const openFiles = async (pid: number) => (await readdir(`/proc/${pid}/fd`)).length;

/** Sends `count` pipelined requests on one connection and leaves at the first byte of the answer. */
function pipelineAndLeave(port: number, path: string, count: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: bench\r\nAccept-Encoding: identity\r\n\r\n`.repeat(count)),
    );
    socket.once('data', () => socket.destroy());
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

/**
 * Issue 19's first attack: 20 connections of 40 pipelined requests and 5 of 400, each abandoned at
 * the first byte. Reports the open files before, at the peak and 5 s after the clients left.
 */
export async function pipelinedAbandon(pid: number, port: number, path: string) {
  const before = await openFiles(pid);
  let peak = before;
  const watch = setInterval(() => void openFiles(pid).then((count) => (peak = Math.max(peak, count))), 20);
  await Promise.all([
    ...Array.from({ length: 20 }, () => pipelineAndLeave(port, path, 40)),
    ...Array.from({ length: 5 }, () => pipelineAndLeave(port, path, 400)),
  ]);
  clearInterval(watch);
  let after = await openFiles(pid);
  const left = performance.now();
  while (after > before + 10 && performance.now() - left < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = await openFiles(pid);
  }
  return { openFilesBefore: before, openFilesPeak: peak, openFilesAfter5s: after };
}
