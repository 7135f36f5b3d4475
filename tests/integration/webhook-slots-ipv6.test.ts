import { connect, type Socket } from 'node:net';
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeBuilder,
  signedWebhook,
  sleep,
  startTestPublisher,
  tempDir,
  waitFor,
  type TestPublisher,
  WAIT_MS,
} from './harness.ts';

interface SlowBody {
  socket: Socket;
  /** What the publisher has answered on this connection so far. */
  received: () => string;
  closed: () => boolean;
}

describe('webhook read slots', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let publisher: TestPublisher;
  const open: SlowBody[] = [];

  beforeAll(async () => {
    dir = await tempDir('webhook-slots');
    publisher = await startTestPublisher(dir.path, fakeBuilder(), { TRUST_PROXY: '1' });
    await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
  });
  afterEach(() => {
    for (const { socket } of open.splice(0)) socket.destroy();
  });
  afterAll(async () => {
    await publisher?.close();
    await dir?.remove();
  });

  /** A forged webhook, signature well-formed and fresh, whose body trickles in from `client` (X-Forwarded-For). */
  function slowBody(client: string): SlowBody {
    let received = '';
    let closed = false;
    const socket = connect(Number(new URL(publisher.url).port), '127.0.0.1');
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => (closed = true));
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/rebuild HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n' +
        `X-Forwarded-For: ${client}\r\n${SIGNATURE_HEADER_NAME}: t=${Date.now()},v1=forged\r\n\r\n{"_id":`,
    );
    const slow = { socket, received: () => received, closed: () => closed };
    open.push(slow);
    return slow;
  }

  /** Sanity's genuine delivery, as the proxy forwards it. */
  const genuine = () => signedWebhook(publisher.url, undefined, { headers: { 'X-Forwarded-For': '34.102.0.1' } });

  it('counts one IPv6 /64 as one client: eight slow bodies from it hold two slots', async () => {
    const slow = Array.from({ length: 8 }, (_, index) => slowBody(`2001:db8:77:5::${index + 1}`));
    await waitFor(
      () => slow.filter((body) => body.received().startsWith('HTTP/1.1 503')).length >= 6 || null,
      WAIT_MS,
      'six of the eight to be refused',
    );
    expect((await genuine()).status).toBe(202);
  });

  it('cuts the longest-running slow body when four addresses hold every slot, so a genuine webhook gets in', async () => {
    const slow = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'].flatMap((client) => [
      slowBody(client),
      slowBody(client),
    ]);
    // Held for over a second: longer than any genuine delivery takes to arrive.
    await sleep(1_500);
    expect(slow.some((body) => body.received() !== '')).toBe(false);
    expect((await genuine()).status).toBe(202);
    await waitFor(() => slow.some((body) => body.closed()) || null, WAIT_MS, 'a slow body to be cut');
  });
});
