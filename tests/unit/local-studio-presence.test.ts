import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { startLocalStudio, type LocalStudio } from '../../studio/local/server.ts';

let studio: LocalStudio | undefined;
afterEach(() => studio?.close());

// The Studio opens its presence WebSocket and drops it as soon as the lake says no: a browser may end that
// connection with a reset. The local Studio must take it and go on serving (it once threw, ending a test worker).
test('the local Studio refuses the presence socket and survives the browser resetting it', async () => {
  studio = await startLocalStudio({
    port: 0,
    seedFile: 'studio/seed/data.ndjson',
    dist: join(tmpdir(), 'northwind-no-studio-build'),
    log: () => {},
  });
  const { port } = new URL(studio.url);
  const refusal = await new Promise<string>((answered, failed) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(
        'GET /presence HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      ),
    );
    socket.once('data', (chunk) => {
      socket.resetAndDestroy();
      answered(chunk.toString());
    });
    socket.once('error', failed);
  });
  expect(refusal).toMatch(/^HTTP\/1\.1 501 /);

  // Still serving, after the reset has reached it.
  await new Promise((settled) => setTimeout(settled, 100));
  const response = await fetch(`${studio.url}/lake/v1/users/me`);
  expect(response.status).toBe(200);
});
