import { readdir } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';

const openFiles = async (pid: number) => (await readdir(`/proc/${pid}/fd`)).length;

/** Writes `request` on a new connection and collects the answers' status lines until the publisher closes it. */
function statusLines(port: number, request: string): Promise<string[]> {
  return new Promise((resolve) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    // Unanchored: a page need not end in a line break, so the next status line may follow it directly.
    socket.on('close', () => resolve(received.match(/HTTP\/1\.1 \d{3}/g) ?? []));
  });
}

/** Issue 30: 150 pipelined HTTP/1.0 keep-alive requests on one connection, and a request with two Host headers. */
export async function framing(port: number) {
  const http10 = await statusLines(port, 'GET / HTTP/1.0\r\nHost: bench\r\nConnection: keep-alive\r\n\r\n'.repeat(150));
  const [twoHosts] = await statusLines(port, 'GET / HTTP/1.1\r\nHost: bench\r\nHost: evil.example\r\n\r\n');
  return {
    http10PipelinedAnswered200: http10.filter((line) => line.endsWith('200')).length,
    twoHostHeadersStatus: Number(twoHosts?.slice(-3) ?? 0),
  };
}

/**
 * Issue 30: 20 clients that ask for 40 pages each and never read. Starts them and returns a function
 * that, once the publisher's idle deadline has passed, reports its open files before, while they held
 * their answers, and then.
 */
export async function nonReadingClients(pid: number, port: number, path: string) {
  const before = await openFiles(pid);
  const clients: Socket[] = Array.from({ length: 20 }, () => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: bench\r\nAccept-Encoding: identity\r\n\r\n`.repeat(40)),
    );
    socket.pause();
    socket.on('error', () => undefined);
    return socket;
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const held = await openFiles(pid);
  return async () => {
    const after = await openFiles(pid);
    for (const socket of clients) socket.destroy();
    return { nonReadingOpenFilesBefore: before, nonReadingOpenFilesHeld: held, nonReadingOpenFilesAfter: after };
  };
}
