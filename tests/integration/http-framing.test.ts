import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuilder, startTestPublisher, tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

/** Open file descriptors of this process, which runs the publisher and the clients. */
const openFiles = () => readdirSync('/proc/self/fd').length;

const statusLines = (received: string) => received.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];

/** Writes `request` on a new connection and collects what comes back until the publisher closes it. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('HTTP framing and connections', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let publisher: TestPublisher;
  let port: number;

  beforeAll(async () => {
    dir = await tempDir('http-framing');
    // Pages large enough to fill a connection's buffers; stalled answers cut after four seconds, long enough for
    // a busy machine to open every stalled client before the first is cut (at one second the peak could be missed).
    publisher = await startTestPublisher(dir.path, fakeBuilder({ pageBytes: 512 * 1024 }), {}, (config) => ({
      ...config,
      stalledAnswerTimeoutMs: 4000,
      keepAliveTimeoutMs: 1000,
    }));
    await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
    port = Number(new URL(publisher.url).port);
  });
  afterAll(async () => {
    await publisher?.close();
    await dir?.remove();
  });

  it('answers at most 100 pipelined HTTP/1.0 keep-alive requests on one connection, then closes it', async () => {
    const request = 'GET /robots.txt HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\n\r\n';
    const answers = statusLines(await exchange(port, request.repeat(150)));
    expect(answers.filter((line) => line.endsWith('200'))).toHaveLength(100);
    expect(answers.slice(100).every((line) => line.endsWith('503'))).toBe(true);
  });

  it('closes idle keep-alive connections, HTTP/1.0 as HTTP/1.1, once the keep-alive timeout has passed', async () => {
    const versions = [...Array<string>(200).fill('1.0'), ...Array<string>(20).fill('1.1')];
    const clients = versions.map((version) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /robots.txt HTTP/${version}\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`),
      );
      const client = { socket, received: '', closed: false };
      socket.on('data', (chunk: Buffer) => (client.received += chunk.toString('latin1')));
      socket.on('close', () => (client.closed = true));
      socket.on('error', () => undefined);
      return client;
    });
    try {
      const answered = () => clients.every(({ received }) => /\r\n\r\n/.test(received));
      await waitFor(answered, WAIT_MS, 'every answer');
      // Each answer says the connection stays open, as keep-alive asks…
      expect(clients.every(({ received }) => /^connection: keep-alive\r$/im.test(received))).toBe(true);
      // …then each is closed by the publisher once idle past the keep-alive timeout, without the client doing anything.
      const open = () => clients.filter(({ closed }) => !closed).length;
      await waitFor(() => open() === 0, WAIT_MS, 'the idle connections closed');
    } finally {
      for (const { socket } of clients) socket.destroy();
    }
  });

  it('refuses a request with two Host headers (RFC 9112)', async () => {
    const received = await exchange(port, 'GET /about HTTP/1.1\r\nHost: x\r\nHost: evil.example\r\n\r\n');
    expect(statusLines(received)).toEqual(['HTTP/1.1 400']);
    const one = await exchange(port, 'GET /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusLines(one)).toEqual(['HTTP/1.1 200']);
  });

  it('cuts a client that asks for pages and never reads them', async () => {
    const baseline = openFiles();
    const stalled: Socket[] = [];
    for (let client = 0; client < 20; client += 1) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.pause();
      socket.write('GET /about HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\n\r\n'.repeat(40));
      stalled.push(socket);
    }
    try {
      // First the publisher holds a socket for each, beside the client's (the pages fill every buffer). Its page files
      // are not counted: on a busy machine the first stalled answers may be cut before the last page file opens…
      await waitFor(() => openFiles() >= baseline + 2 * stalled.length || null, WAIT_MS, 'the stalled answers');
      // …then cuts them. Each stalled client is one descriptor here; the publisher's side (socket and page file) must go.
      await waitFor(() => openFiles() <= baseline + stalled.length + 5 || null, WAIT_MS, "the publisher's side closed");
    } finally {
      for (const socket of stalled) socket.destroy();
    }
  });
});
