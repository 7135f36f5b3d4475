import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuilder, startTestPublisher, tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

/** Open file descriptors of this process, which runs the publisher. */
const openFiles = () => readdirSync('/proc/self/fd').length;

const statusLines = (received: string) => received.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];

/** Sends `count` pipelined requests for `path` on one connection, and leaves once `enough` holds for what came back. */
function pipeline(port: number, path: string, count: number, enough: (received: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\n\r\n`.repeat(count)),
    );
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (enough(received)) socket.destroy();
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('pipelined and abandoned requests', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let publisher: TestPublisher;
  let port: number;

  beforeAll(async () => {
    dir = await tempDir('pipelining');
    // Pages large enough that an answer is still being read from disk when its client goes away.
    publisher = await startTestPublisher(dir.path, fakeBuilder({ pageBytes: 512 * 1024 }));
    await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
    port = Number(new URL(publisher.url).port);
  });
  afterAll(async () => {
    await publisher?.close();
    await dir?.remove();
  });

  it('closes every file within 5 s of clients leaving mid-pipeline', async () => {
    const baseline = openFiles();
    await Promise.all(Array.from({ length: 20 }, () => pipeline(port, '/about', 40, () => true)));
    await waitFor(async () => openFiles() <= baseline + 10 || null, WAIT_MS, 'open files back to baseline');
  });

  it('answers at most 100 requests on one connection, and asks the client to close it', async () => {
    const received = await pipeline(port, '/robots.txt', 150, (text) => statusLines(text).length === 150);
    const answers = statusLines(received);
    expect(answers.filter((line) => line.endsWith('200'))).toHaveLength(100);
    expect(answers.slice(100).every((line) => line.endsWith('503'))).toBe(true);
    expect(received).toMatch(/Connection: close/i);
  });
});
