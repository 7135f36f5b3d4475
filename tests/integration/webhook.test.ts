import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { loadConfig } from '../../server/core/config.ts';
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

describe('the rebuild webhook', () => {
  const builder = fakeBuilder();
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let publisher: TestPublisher;

  beforeAll(async () => {
    dir = await tempDir('webhook');
    publisher = await startTestPublisher(dir.path, builder);
    await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
  });
  afterAll(async () => {
    await publisher?.close();
    await dir?.remove();
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${publisher.url}/api/rebuild`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
  const payload = JSON.stringify({ _id: 'course-tlif0025', _type: 'course' });
  const signed = async (body: string, timestamp = Date.now(), secret = 'integration-test-secret') => ({
    [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, timestamp, secret),
  });

  it('rejects unsigned, wrongly signed, stale, oversized and wrong-method requests and builds nothing', async () => {
    const buildsBefore = builder.builds.length;
    const cases: Array<[string, () => Promise<Response>, number]> = [
      ['unsigned', () => post(payload), 401],
      [
        'signed with another secret',
        async () => post(payload, await signed(payload, Date.now(), 'not-the-secret')),
        401,
      ],
      ['signature over another body', async () => post(payload, await signed('{"_id":"other"}')), 401],
      ['garbage signature', () => post(payload, { [SIGNATURE_HEADER_NAME]: 't=abc,v1=xyz' }), 401],
      ['stale (6 minutes old)', async () => post(payload, await signed(payload, Date.now() - 6 * 60_000)), 401],
      [
        'oversized (1 MB + 1 byte)',
        async () => {
          const big = JSON.stringify({ _id: 'x', pad: 'a'.repeat(1024 * 1024) });
          return post(big, await signed(big));
        },
        413,
      ],
      ['GET', () => fetch(`${publisher.url}/api/rebuild`), 405],
      [
        'PUT',
        async () =>
          fetch(`${publisher.url}/api/rebuild`, { method: 'PUT', headers: await signed(payload), body: payload }),
        405,
      ],
    ];
    for (const [name, send, expected] of cases) {
      const response = await send();
      expect(response.status, name).toBe(expected);
      await response.body?.cancel();
    }
    // Longer than the debounce: a build scheduled by any of them would have started by now.
    await sleep(publisher.config.buildDebounceMs * 3);
    expect(builder.builds.length).toBe(buildsBefore);
    expect((await publisher.status()).build).toMatchObject({ running: false, queued: false });
  });

  it('schedules a build for a correctly signed, fresh request', async () => {
    const buildsBefore = builder.builds.length;
    const response = await signedWebhook(publisher.url);
    expect(response.status).toBe(202);
    await waitFor(() => builder.builds.length > buildsBefore, WAIT_MS, 'the build');
  });
});

describe('webhook configuration', () => {
  it('requires the secret when the server listens beyond loopback', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/SANITY_WEBHOOK_SECRET/);
    expect(() => loadConfig({ HOST: '0.0.0.0', SANITY_WEBHOOK_SECRET: 's3cret' })).not.toThrow();
    expect(() => loadConfig({ HOST: '127.0.0.1' })).not.toThrow();
  });

  it('turns webhooks off (503) without a secret on loopback', async () => {
    const dir = await tempDir('nosecret');
    const builder = fakeBuilder();
    const publisher = await startTestPublisher(dir.path, builder, { SANITY_WEBHOOK_SECRET: '' });
    try {
      await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
      const response = await signedWebhook(publisher.url);
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: string }).error).toMatch(/SANITY_WEBHOOK_SECRET/);
      await sleep(publisher.config.buildDebounceMs * 2);
      expect(builder.builds.length).toBe(1);
    } finally {
      await publisher.close();
      await dir.remove();
    }
  });
});
