import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_EDITED_PATH } from '../../contracts/preview/protocol.ts';
import { createLogger } from '../../server/core/log.ts';
import type { PreviewChannel } from '../../server/preview/channel.ts';
import { createPreviewEndpoints, PREVIEW_COOKIE } from '../../server/preview/endpoints.ts';
import { createPreviewSessions } from '../../server/preview/sessions.ts';

describe("a preview page reporting an edit made in the Studio's Preview tool", () => {
  const sessions = createPreviewSessions(randomBytes(32), 60_000);
  const rebuilds: string[][] = [];
  const channel: PreviewChannel = {
    changed: (reasons) => rebuilds.push(reasons),
    status: () => ({ releaseId: 'r1', building: rebuilds.length > 0, failure: null }),
    handle: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  const endpoints = createPreviewEndpoints({
    check: () => Promise.resolve(null),
    sessions,
    channel,
    sessionMs: 60_000,
    trustProxy: 0,
    log: createLogger(() => {}),
  });
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((request, response) => endpoints.edited(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const report = (headers: Record<string, string>, init: RequestInit = {}) =>
    fetch(`${origin}${PREVIEW_EDITED_PATH}`, { method: 'POST', ...init, headers });
  const session = () => `${PREVIEW_COOKIE}=${sessions.issue()}`;

  it('rebuilds the preview for a page of the preview, with an open preview', async () => {
    const answer = await report({ Origin: origin, Cookie: session() });
    expect(answer.status).toBe(202);
    expect(await answer.json()).toMatchObject({ building: true });
    expect(rebuilds).toHaveLength(1);
  });

  it('refuses another site, no preview, a body and a GET, and rebuilds nothing for them', async () => {
    rebuilds.length = 0;
    expect((await report({ Origin: 'https://elsewhere.example', Cookie: session() })).status).toBe(403);
    expect((await report({ Origin: origin })).status).toBe(401);
    expect((await report({ Origin: origin, Cookie: `${PREVIEW_COOKIE}=1.forged` })).status).toBe(401);
    expect((await report({ Origin: origin, Cookie: session() }, { body: 'x'.repeat(1024) })).status).toBe(413);
    expect((await fetch(`${origin}${PREVIEW_EDITED_PATH}`, { headers: { Cookie: session() } })).status).toBe(405);
    expect(rebuilds).toEqual([]);
  });
});
