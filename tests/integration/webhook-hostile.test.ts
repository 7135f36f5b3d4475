import { connect, type Socket } from 'node:net';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeBuilder,
  SECRET,
  sleep,
  startTestPublisher,
  tempDir,
  waitFor,
  type TestPublisher,
  WAIT_MS,
} from './harness.ts';

describe('webhooks under attack', () => {
  const builder = fakeBuilder();
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let publisher: TestPublisher;

  beforeAll(async () => {
    dir = await tempDir('webhook-hostile');
    publisher = await startTestPublisher(dir.path, builder, { TRUST_PROXY: '1' });
    await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
  });
  afterAll(async () => {
    await publisher?.close();
    await dir?.remove();
  });

  /** A genuine delivery from Sanity, as the proxy forwards it. */
  async function deliver(body: string, headers: Record<string, string> = {}) {
    return fetch(`${publisher.url}/api/rebuild`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': '34.102.0.1',
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
        ...headers,
      },
      body,
    });
  }
  /** Builds started once the queue has settled. */
  async function buildsAfterSettling(): Promise<number> {
    await sleep(400);
    await waitFor(async () => !(await publisher.status()).build.running || null, WAIT_MS, 'the build to finish');
    return builder.builds.length;
  }

  it('accepts a genuine webhook while one client holds 50 slow forged bodies', async () => {
    const { port } = new URL(publisher.url);
    const slow: Socket[] = [];
    const answered = new Set<Socket>();
    const closed = new Set<Socket>();
    for (let index = 0; index < 50; index += 1) {
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => undefined);
      socket.on('data', () => answered.add(socket));
      socket.on('close', () => closed.add(socket));
      socket.write(
        'POST /api/rebuild HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n' +
          `X-Forwarded-For: 10.66.0.1\r\n${SIGNATURE_HEADER_NAME}: t=${Date.now()},v1=forged\r\n\r\n{"_id":`,
      );
      slow.push(socket);
    }
    // The client's share of reads is taken: every other slow body has been turned away.
    await waitFor(() => answered.size === 50 - 2, WAIT_MS, 'the slow bodies past the client share to be refused');
    const answer = await deliver(JSON.stringify({ _id: 'course-tlif0025', _type: 'course' }));
    expect(answer.status).toBe(202);
    // Accepted at once, not once the slow bodies' deadline had freed their reads: those are still held.
    expect(slow.filter((socket) => !answered.has(socket) && !closed.has(socket))).toHaveLength(2);
    for (const socket of slow) socket.destroy();
  });

  it('builds nothing for a body that is not JSON, or for a replayed delivery', async () => {
    const before = await buildsAfterSettling();
    expect((await deliver('rebuild please', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await deliver('rebuild please')).status).toBe(400);
    expect(await buildsAfterSettling()).toBe(before);

    const body = JSON.stringify({ _id: 'course-tli40324', _type: 'course' });
    const headers = { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET) };
    expect((await deliver(body, headers)).status).toBe(202);
    const afterFirst = await buildsAfterSettling();
    expect(afterFirst).toBe(before + 1);
    expect((await deliver(body, headers)).status).toBe(202);
    const retried = { 'Idempotency-Key': 'delivery-1' };
    expect((await deliver(JSON.stringify({ _id: 'about' }), retried)).status).toBe(202);
    expect((await deliver(JSON.stringify({ _id: 'about' }), retried)).status).toBe(202);
    expect(await buildsAfterSettling()).toBe(afterFirst + 1);
  });
});
