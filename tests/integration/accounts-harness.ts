import { DatabaseSync } from 'node:sqlite';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SQLITE_FILE } from '../../server/auth/database.ts';
import type { Config } from '../../server/core/config.ts';
import { createAuthClient, type AuthClient } from '../../src/lib/auth/create-auth-client.ts';
import { initialForm } from '../../contracts/pd-registration/form.ts';
import { toSubmission } from '../../contracts/pd-registration/submission.ts';
import { SEED_PD_UNIT } from '../fixtures/pd-unit.ts';
import { fakeBuilder, startTestPublisher, type TestPublisher } from './harness.ts';

export const STRONG_PASSWORD = 'brisbane-forklift-77';

/** Starts the publisher with accounts; short outbox retries, and a rate limit high enough not to get in the way. */
export function startAccountsPublisher(
  dir: string,
  env: Record<string, string> = {},
  tune: (config: Config) => Config = (config) => config,
  clock?: () => Date,
): Promise<TestPublisher> {
  return startTestPublisher(
    dir,
    fakeBuilder(),
    { AUTH_RATE_LIMIT: '1000', ...env },
    (config: Config) => tune({ ...config, accounts: { ...config.accounts, retryBaseMs: 50, retryMaxMs: 200 } }),
    clock,
  );
}

/**
 * A clock that stands still until moved on: a throttled sign-in's wait lasts however long a busy machine takes
 * between two requests, and ends only when the test says so.
 */
export function stoppedClock() {
  let now = Date.now();
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/**
 * A browser's view of the site: one cookie jar, and every request sent from the site's own pages
 * (Origin header), as fetch does in a browser. Tabs of one browser share the jar. A browser that
 * blocks cookies keeps none.
 */
export function browser(origin: string, { cookies = true } = {}) {
  const jar = new Map<string, string>();
  const fetchImpl: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if ((init.method ?? 'GET') !== 'GET') headers.set('origin', origin);
    const response = await fetch(input, { ...init, headers });
    for (const cookie of cookies ? response.headers.getSetCookie() : []) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (!value || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const listeners = new Set<() => void>();
  const channel = {
    post: () => setTimeout(() => listeners.forEach((listener) => listener())),
    listen(onChange: () => void) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const toasts: Array<{ title: string; description: string }> = [];
  return {
    jar,
    fetch: fetchImpl,
    toasts,
    /** A tab: its own client (stores, listeners), this browser's cookies and broadcast channel. */
    tab(): AuthClient {
      return createAuthClient({
        origin,
        fetch: fetchImpl,
        channel,
        toast: ({ title, description }) => toasts.push({ title, description }),
      });
    },
  };
}

export const validSubmission = (fullName = 'Mia Nguyen') =>
  toSubmission(
    {
      ...initialForm(),
      companyName: 'Acme Haulage',
      state: 'QLD',
      sessionDate: '2027-01-05',
      agreedToTerms: true,
      participants: [{ fullName, email: 'mia@example.com', mobile: '0412 345 678' }],
    },
    [{ date: '2027-01-05', label: 'January 5, 2027' }],
    SEED_PD_UNIT,
  );

export const uniqueEmail = (name = 'mia') => `${name}.${crypto.randomUUID().slice(0, 8)}@example.com`;

/** The SQLite file behind a publisher's accounts, opened read-only beside it. */
export function accountsDatabase(publisher: TestPublisher): DatabaseSync {
  return new DatabaseSync(join(publisher.config.dataDir, SQLITE_FILE), { readOnly: true });
}

/** A stand-in for the training team's automation service that records what it receives. */
export async function automationService(): Promise<{
  url: string;
  received: Array<{ body: unknown; key: string }>;
  close(): Promise<void>;
}> {
  const received: Array<{ body: unknown; key: string }> = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ body: JSON.parse(body), key: String(request.headers['idempotency-key']) });
      response.writeHead(200).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/registrations`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
