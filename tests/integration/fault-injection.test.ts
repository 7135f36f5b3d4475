import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildError } from '../../server/publishing/astro-builder.ts';
import { PROJECT_ROOT } from '../../server/core/config.ts';
import {
  fakeBuilder,
  SECRET,
  signedWebhook,
  plainGet,
  startTestPublisher,
  tempDir,
  waitFor,
  type Status,
  type TestPublisher,
  WAIT_MS,
} from './harness.ts';

/**
 * Each test reproduces a defect found by a hostile run against the publisher, with the same injected
 * failure: a file gone from disk, a release pruned under load, a redirecting sink, a crash mid-build,
 * slow clients at shutdown, Range edge cases, a rate limit fed bad requests.
 */
/** The publisher's shutdown timeout in the slow-clients test: short, so the test shows it is kept. */
const SHUTDOWN_TIMEOUT_MS = 1_000;
/** How long Node's HTTP server waits for a request's headers by default: a minute. */
const NODE_HEADERS_WAIT_MS = createServer().headersTimeout;
const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function publisherIn(
  prefix: string,
  builder = fakeBuilder(),
  env: Record<string, string> = {},
  tune?: Parameters<typeof startTestPublisher>[3],
): Promise<TestPublisher> {
  const dir = await tempDir(prefix);
  cleanup.push(dir.remove);
  const publisher = await startTestPublisher(dir.path, builder, env, tune);
  cleanup.push(() => publisher.close());
  await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
  return publisher;
}

/** Raw HTTP over a socket: the head of the answer, or what arrived before the server closed the connection. */
function rawRequest(url: string, head: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let text = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(text);
    };
    const timer = setTimeout(done, WAIT_MS);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) done();
    });
    socket.on('close', done);
    socket.on('error', done);
  });
}

describe('files that vanish under the server', () => {
  it('answers 404 for an indexed file deleted from disk, and keeps serving', async () => {
    const publisher = await publisherIn('missing-file');
    const release = (await publisher.status()).release!;
    await rm(join(publisher.config.releasesDir, release.id, 'robots.txt'));
    const response = await fetch(`${publisher.url}/robots.txt`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect((await fetch(publisher.url)).status).toBe(200);
  });

  it("serves an old page's assets while builds prune its release, without a reset or a leftover folder", async () => {
    const builder = fakeBuilder({ delayMs: 30 });
    const publisher = await publisherIn('prune-under-load', builder, { RELEASES_KEPT: '2', BUILD_DEBOUNCE_MS: '0' });
    const oldAsset = `${publisher.url}/_astro/site.1.css`;
    const statuses = new Map<number | string, number>();
    let stop = false;
    const load = async () => {
      while (!stop) {
        const outcome = await fetch(oldAsset)
          .then(async (response) => (await response.arrayBuffer(), response.status))
          .catch((error: Error) => error.message);
        statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
      }
    };
    const workers = Array.from({ length: 4 }, load);
    for (let build = 0; build < 4; build += 1) {
      const before = builder.builds.length;
      await signedWebhook(publisher.url);
      await waitFor(
        async () => builder.builds.length > before && !(await publisher.status()).build.running,
        WAIT_MS,
        'a build',
      );
    }
    stop = true;
    await Promise.all(workers);
    expect([...statuses.keys()].sort()).toEqual([200, 404]);
    expect((await fetch(publisher.url)).status).toBe(200);
    const folders = await readdir(publisher.config.releasesDir);
    expect(folders.filter((name) => name.includes('.'))).toEqual([]);
  });

  it('removes a release whose deletion a crash cut short, at the next start', async () => {
    const dir = await tempDir('half-deleted');
    cleanup.push(dir.remove);
    const first = await startTestPublisher(dir.path, fakeBuilder());
    await waitFor(async () => (await first.status()).release, WAIT_MS, 'the first release');
    await first.close();
    const leftover = join(dir.path, 'releases', '2020-01-01T00-00-00-000Z.deleting');
    await mkdir(join(leftover, '_astro'), { recursive: true });
    const second = await startTestPublisher(dir.path, fakeBuilder());
    cleanup.push(() => second.close());
    expect(await readdir(join(dir.path, 'releases'))).not.toContain('2020-01-01T00-00-00-000Z.deleting');
  });
});

describe('HTTP edge cases', () => {
  it('answers Range requests correctly: suffix, single byte, reversed and unsatisfiable', async () => {
    const publisher = await publisherIn('ranges');
    const whole = await (
      await fetch(`${publisher.url}/robots.txt`, { headers: { 'Accept-Encoding': 'identity' } })
    ).text();
    const range = (value: string) =>
      fetch(`${publisher.url}/robots.txt`, { headers: { Range: value, 'Accept-Encoding': 'identity' } });

    const suffix = await range('bytes=-10');
    expect(suffix.status).toBe(206);
    expect(await suffix.text()).toBe(whole.slice(-10));
    const first = await range('bytes=0-0');
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-0/${whole.length}`);
    expect(await first.text()).toBe(whole[0]);
    const reversed = await range('bytes=5-1');
    expect(reversed.status).toBe(416);
    expect(reversed.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    const beyond = await range(`bytes=${whole.length + 10}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  });

  it('keeps ETag and Vary on a 304', async () => {
    const publisher = await publisherIn('not-modified');
    const first = await plainGet(`${publisher.url}/about`, { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await plainGet(`${publisher.url}/about`, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
  });

  it('does not serve the release manifest, host files or the 404 page as pages', async () => {
    const dir = await tempDir('leaks');
    cleanup.push(dir.remove);
    const publisher = await startTestPublisher(dir.path, fakeBuilder());
    cleanup.push(() => publisher.close());
    await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
    for (const path of ['/release.json', '/.release.json', '/_headers', '/404', '/404.html']) {
      expect((await fetch(`${publisher.url}${path}`)).status, path).toBe(404);
    }
  });
});

describe('security headers', () => {
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };

  it('are on pages, hashed assets and API answers, each with its own policy', async () => {
    const publisher = await publisherIn('headers');
    const headersOf = async (path: string) => (await fetch(`${publisher.url}${path}`)).headers;
    for (const path of ['/', '/_astro/site.1.css', '/api/status', '/no-such-page']) {
      const headers = await headersOf(path);
      for (const [name, value] of Object.entries(common)) expect(headers.get(name), `${path} ${name}`).toBe(value);
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
      expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(headers.get('strict-transport-security'), path).toBeNull();
    }
    expect((await headersOf('/')).get('content-security-policy')).toMatch(/script-src 'self'/);
    expect((await headersOf('/api/status')).get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('add HSTS only when a trusted proxy says the visitor came over TLS', async () => {
    const trusted = await publisherIn('hsts', fakeBuilder(), { TRUST_PROXY: '1' });
    const viaTls = await fetch(trusted.url, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    const plain = await fetch(trusted.url, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();

    const direct = await publisherIn('no-proxy');
    const forged = await fetch(direct.url, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the contact outbox', () => {
  const message = {
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    phone: '',
    subject: 'Course enquiry',
    message: 'Hello',
    page: '/get-in-touch',
    submitted_at: '2025-07-01T10:00:00.000Z',
  };
  const send = (publisher: TestPublisher, body: unknown) =>
    fetch(`${publisher.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('never follows a redirect, and keeps the message undelivered until the URL is fixed', async () => {
    const hits: Array<{ method: string; path: string; body: string }> = [];
    const sink: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        hits.push({ method: request.method ?? '', path: request.url ?? '', body });
        if (request.url === '/hook') response.writeHead(302, { Location: '/elsewhere' }).end();
        else response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => sink.close(() => resolve())));
    const { port } = sink.address() as AddressInfo;
    const publisher = await publisherIn(
      'redirect-sink',
      fakeBuilder(),
      { CONTACT_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` },
      (config) => ({ ...config, contact: { ...config.contact, retryBaseMs: 50, retryMaxMs: 100 } }),
    );
    expect((await send(publisher, message)).status).toBe(200);
    await waitFor(() => hits.length >= 3, WAIT_MS, 'retries');
    expect(hits.every((hit) => hit.path === '/hook' && hit.method === 'POST')).toBe(true);
    const failures = publisher.logs.filter((entry) => entry.event === 'contact.forward-failed');
    expect(String(failures[0]?.reason)).toMatch(/302 redirect to \/elsewhere/);
    const outcomes = await readFile(join(publisher.config.dataDir, 'contact', 'outcomes.ndjson'), 'utf8');
    expect(outcomes).toBe('');
  });

  it('does not let invalid requests use up the rate limit', async () => {
    const publisher = await publisherIn('rate-limit', fakeBuilder(), { CONTACT_RATE_LIMIT: '2' });
    for (let index = 0; index < 6; index += 1)
      expect((await send(publisher, { ...message, email: 'nope' })).status).toBe(400);
    expect((await send(publisher, message)).status).toBe(200);
    expect((await send(publisher, message)).status).toBe(200);
    expect((await send(publisher, message)).status).toBe(429);
  });

  it('refuses control and bidi characters with a reason, and counts characters as a person does', async () => {
    const publisher = await publisherIn('control-characters', fakeBuilder(), { CONTACT_RATE_LIMIT: '50' });
    for (const [field, value] of [
      ['subject', 'Hello\r\nBcc: someone@example.com'],
      ['name', 'Jordan\u0000'],
      ['message', 'Pay \u202eto the account'],
    ]) {
      const response = await send(publisher, { ...message, [field]: value });
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/control or text-direction characters/);
    }
    expect((await send(publisher, { ...message, message: 'Line one\r\nLine two' })).status).toBe(200);
    // 5,000 accented letters (e + combining acute) are 5,000 characters, though 10,000 UTF-16 units.
    expect((await send(publisher, { ...message, message: 'e\u0301'.repeat(5000) })).status).toBe(200);
    expect((await send(publisher, { ...message, message: 'e\u0301'.repeat(5001) })).status).toBe(400);
  });
});

describe('webhooks and builds', () => {
  it('refuses an unsigned body without reading it', async () => {
    const publisher = await publisherIn('unsigned-body');
    // Headers promise 1 MB that never comes: the answer must not wait for it (reading it, the publisher would give
    // up after WEBHOOK_BODY_DEADLINE_MS and answer nothing).
    const text = await rawRequest(
      publisher.url,
      'POST /api/rebuild HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n',
    );
    expect(text).toMatch(/^HTTP\/1\.1 401/);
  });

  it('rebuilds after a crash mid-build what the acknowledged webhook asked for', async () => {
    const dir = await tempDir('crash');
    cleanup.push(dir.remove);
    const first = await startTestPublisher(dir.path, fakeBuilder());
    await waitFor(async () => (await first.status()).release, WAIT_MS, 'the first release');
    await first.close();

    const child = spawn(
      process.execPath,
      [join('tests', 'integration', 'fixtures', 'publisher-process.ts'), dir.path, SECRET],
      {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    cleanup.push(async () => void child.kill('SIGKILL'));
    const [url] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    const accepted = await signedWebhook(url, { _id: 'course-tli40324', _type: 'course' });
    expect(accepted.status).toBe(202);
    const running = async () => ((await (await fetch(`${url}/api/status`)).json()) as Status).build.running;
    await waitFor(running, WAIT_MS, 'the build');
    child.kill('SIGKILL');
    await once(child, 'exit');

    const builder = fakeBuilder();
    const restarted = await startTestPublisher(dir.path, builder);
    cleanup.push(() => restarted.close());
    await waitFor(() => builder.builds.length > 0, WAIT_MS, 'the owed build');
    await waitFor(async () => !(await restarted.status()).build.running, WAIT_MS, 'the build to finish');
    expect((await restarted.status()).lastBuild).toMatchObject({ result: 'success', reasons: ['course-tli40324'] });
    expect((await readdir(join(dir.path, 'releases'))).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('finishes a shutdown quickly however slow the clients are', async () => {
    const dir = await tempDir('slow-clients');
    cleanup.push(dir.remove);
    const publisher = await startTestPublisher(dir.path, fakeBuilder(), {}, (config) => ({
      ...config,
      shutdownTimeoutMs: SHUTDOWN_TIMEOUT_MS,
    }));
    await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
    const { hostname, port } = new URL(publisher.url);
    const closed = new Set<Socket>();
    const connected = new Set<Socket>();
    const sockets = Array.from({ length: 5 }, () => {
      const socket = connect(Number(port), hostname, () => {
        socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
        connected.add(socket);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => closed.add(socket));
      return socket;
    });
    cleanup.push(async () => sockets.forEach((socket) => socket.destroy()));
    await waitFor(() => connected.size === sockets.length, WAIT_MS, 'the slow clients to connect');
    const started = Date.now();
    await publisher.close();
    // Node itself would wait a minute for those headers (NODE_HEADERS_WAIT_MS); the publisher gives up after its
    // own timeout. Well short of that minute, however busy the machine.
    expect(Date.now() - started).toBeLessThan(NODE_HEADERS_WAIT_MS / 2);
    await waitFor(() => closed.size === sockets.length, WAIT_MS, 'the publisher to close every slow connection');
  });

  it('keeps file-system paths out of /api/status', async () => {
    const builder = fakeBuilder();
    let fail = false;
    const failing = (async (job: Parameters<typeof builder>[0]) => {
      if (!fail) return builder(job);
      throw new BuildError(`${join(PROJECT_ROOT, 'studio', 'seed', 'data.ndjson')}:3: not valid JSON`, '');
    }) as typeof builder;
    const publisher = await publisherIn('status-paths', failing);
    fail = true;
    await signedWebhook(publisher.url);
    const status = await waitFor(
      async () => {
        const current = await publisher.status();
        return current.lastBuild?.result === 'failure' ? current : undefined;
      },
      WAIT_MS,
      'the failed build',
    );
    expect(status.lastBuild?.error).toBe('data.ndjson:3: not valid JSON');
    expect(JSON.stringify(status)).not.toContain(PROJECT_ROOT);
  });
});
