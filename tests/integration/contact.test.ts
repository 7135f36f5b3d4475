import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBuilder, sleep, startTestPublisher, tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

const message = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '0400 000 000',
  subject: 'Course enquiry',
  message: 'Is TLIF0025 available online?',
  page: '/get-in-touch',
  submitted_at: '2025-07-01T10:00:00.000Z',
};

const lines = async (file: string) =>
  (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown> & { id: string });

/** A stand-in for the automation service that records what it receives. */
async function automationService(
  port = 0,
): Promise<{ server: Server; port: number; received: Array<{ body: unknown; key: string }> }> {
  const received: Array<{ body: unknown; key: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ body: JSON.parse(body), key: String(request.headers['idempotency-key']) });
      response.writeHead(200).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, received };
}

/** What /api/contact answers: the stored message's id, or what was wrong. */
interface ContactAnswer {
  ok?: boolean;
  id: string;
  error?: string;
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('the contact inbox', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function start(env: Record<string, string> = {}, dirPath?: string): Promise<TestPublisher> {
    let path = dirPath;
    if (!path) {
      const dir = await tempDir('contact');
      cleanup.push(dir.remove);
      path = dir.path;
    }
    const publisher = await startTestPublisher(path, fakeBuilder(), env, (config) => ({
      ...config,
      contact: { ...config.contact, retryBaseMs: 50, retryMaxMs: 200 },
    }));
    cleanup.push(() => publisher.close());
    return publisher;
  }

  const send = (publisher: TestPublisher, body: unknown, contentType = 'application/json') =>
    fetch(`${publisher.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const inboxOf = (publisher: TestPublisher) => join(publisher.config.dataDir, 'contact', 'inbox.ndjson');
  const outcomesOf = (publisher: TestPublisher) => join(publisher.config.dataDir, 'contact', 'outcomes.ndjson');

  it('stores a valid message before answering ok', async () => {
    const publisher = await start({ CONTACT_RATE_LIMIT: '50' });
    const response = await send(publisher, { ...message, phone: '  ', extra: 'dropped' });
    expect(response.status).toBe(200);
    const { ok, id } = (await response.json()) as ContactAnswer;
    expect(ok).toBe(true);
    expect(await lines(inboxOf(publisher))).toEqual([
      { id, received_at: expect.any(String), message: { ...message, phone: '' } },
    ]);
  });

  it('answers invalid messages with 400 and a reason, and stores none of them', async () => {
    const publisher = await start({ CONTACT_RATE_LIMIT: '50' });
    const cases: Array<[unknown, string, RegExp]> = [
      [{ ...message, name: '' }, 'application/json', /Name is required/],
      [{ ...message, email: undefined }, 'application/json', /Email is required/],
      [{ ...message, email: 'jordan@example' }, 'application/json', /Email is not a valid/],
      [{ ...message, subject: '   ' }, 'application/json', /Subject is required/],
      [{ ...message, message: 'x'.repeat(5001) }, 'application/json', /Message must be at most 5000/],
      [{ ...message, phone: 412345678 }, 'application/json', /Phone must be text/],
      [{ ...message, submitted_at: 'yesterday' }, 'application/json', /submitted_at/],
      [[message], 'application/json', /JSON object/],
      ['{"name": "Jordan"', 'application/json', /not valid JSON/],
      [new URLSearchParams(message).toString(), 'text/plain', /application\/json/],
    ];
    for (const [body, contentType, reason] of cases) {
      const response = await send(publisher, body, contentType);
      expect(response.status, String(reason)).toBe(400);
      expect(((await response.json()) as ContactAnswer).error).toMatch(reason);
    }
    expect((await fetch(`${publisher.url}/api/contact`)).status).toBe(405);
    expect(await lines(inboxOf(publisher))).toEqual([]);
  });

  it('takes the form posted without JavaScript from its own pages: 303 when kept, the form again on a problem', async () => {
    const publisher = await start({ CONTACT_RATE_LIMIT: '2' });
    const post = (fields: Record<string, string>, headers: Record<string, string>) =>
      fetch(`${publisher.url}/api/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    const typed = { name: 'Jordan Lee', email: 'jordan@example.com', phone: '', subject: 'Enrolment', message: 'Hi' };
    const own = { Origin: publisher.url };

    expect((await post(typed, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await post(typed, {})).status).toBe(403);
    const refused = await post({ ...typed, email: 'jordan@example' }, own);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toMatch(/Email is not a valid e-mail address/);

    const kept = await post(typed, { 'Sec-Fetch-Site': 'same-origin' });
    expect(kept.status).toBe(303);
    expect(kept.headers.get('location')).toBe('/get-in-touch/sent');
    const [entry] = await lines(inboxOf(publisher));
    expect(entry.message).toMatchObject({ ...typed, page: '/get-in-touch' });

    // The same limit as the JSON form: one more kept, then 429 with what was typed kept.
    expect((await post(typed, own)).status).toBe(303);
    const limited = await post(typed, own);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toMatch(/Too many messages from your address/);
    expect(await lines(inboxOf(publisher))).toHaveLength(2);
  });

  it('limits messages per client address', async () => {
    const publisher = await start({ CONTACT_RATE_LIMIT: '2' });
    expect((await send(publisher, message)).status).toBe(200);
    expect((await send(publisher, message)).status).toBe(200);
    const limited = await send(publisher, message);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await lines(inboxOf(publisher))).toHaveLength(2);
  });

  it('keeps messages while the automation webhook is unreachable and delivers them when it comes back', async () => {
    // Reserve a loopback port, then leave it closed: connections are refused, as when the service is down.
    const reserved = await automationService();
    await closeServer(reserved.server);
    const publisher = await start({ CONTACT_WEBHOOK_URL: `http://127.0.0.1:${reserved.port}/hook` });

    const response = await send(publisher, message);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as ContactAnswer;
    await waitFor(
      () => publisher.logs.filter((entry) => entry.event === 'contact.forward-failed').length >= 2,
      WAIT_MS,
      'failed attempts',
    );
    expect((await lines(inboxOf(publisher))).map((entry) => entry.id)).toEqual([id]);
    expect(await lines(outcomesOf(publisher))).toEqual([]);

    const service = await automationService(reserved.port);
    cleanup.push(() => closeServer(service.server));
    await waitFor(() => service.received.length > 0, WAIT_MS, 'the delivery');
    expect(service.received).toEqual([{ body: { ...message }, key: id }]);
    await waitFor(async () => (await lines(outcomesOf(publisher))).length > 0, WAIT_MS, 'the delivery mark');
    expect(await lines(outcomesOf(publisher))).toEqual([{ id, delivered_at: expect.any(String) }]);
  });

  it('delivers what an earlier run could not, after a restart', async () => {
    const dir = await tempDir('contact-restart');
    cleanup.push(dir.remove);
    const first = await start({}, dir.path);
    const { id } = (await (await send(first, message)).json()) as ContactAnswer;
    await first.close();

    const service = await automationService();
    cleanup.push(() => closeServer(service.server));
    const second = await start({ CONTACT_WEBHOOK_URL: `http://127.0.0.1:${service.port}/hook` }, dir.path);
    await waitFor(() => service.received.length > 0, WAIT_MS, 'the delivery');
    expect(service.received.map((entry) => entry.key)).toEqual([id]);
    await sleep(100);
    expect(service.received).toHaveLength(1);
    expect((await lines(outcomesOf(second))).map((entry) => entry.id)).toEqual([id]);
  });
});
