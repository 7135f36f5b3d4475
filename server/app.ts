import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Accounts } from './auth/accounts.ts';
import type { Config } from './core/config.ts';
import { closeStalledAndIdle, MAX_REQUESTS_PER_SOCKET } from './core/connection-limits.ts';
import type { Logger } from './core/log.ts';
import type { Builder } from './publishing/astro-builder.ts';
import type { BuildQueue } from './publishing/build-queue.ts';
import type { RebuildSchedule } from './publishing/rebuild-schedule.ts';
import { routeRequests } from './app/routes.ts';
import { startAccountsOnceListening, startParts } from './app/start.ts';
import { stopApp } from './app/stop.ts';

export interface AppOptions {
  config: Config;
  builder: Builder;
  /** Builds previews of drafts; needed when previews are configured. */
  previewBuilder?: Builder;
  log: Logger;
  /** The publisher's clock: what builds take as "now". Tests fix it. */
  clock?: () => Date;
}

export interface RunningApp {
  url: string;
  queue: BuildQueue;
  schedule: RebuildSchedule;
  close(): Promise<void>;
}

// Slow or stalled clients are cut off on these clocks, so they cannot hold sockets (or a shutdown) open.
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** Wires the publisher together and listens; resolves once the port is open. */
export async function startApp(options: AppOptions): Promise<RunningApp> {
  const { config, log } = options;
  let accounts: Accounts | null = null;
  const parts = await startParts(options, () => accounts);
  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    routeRequests(parts, () => accounts, { trustProxy: config.trustProxy, log }),
  );
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_SOCKET;
  closeStalledAndIdle(server, config.stalledAnswerTimeoutMs);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  accounts = await startAccountsOnceListening(options, parts, url);
  log.info('server.listening', {
    url,
    webhooks: Boolean(config.webhookSecret),
    previews: Boolean(parts.preview),
    contactForwarding: parts.contact.forwarding,
    nextScheduledBuild: parts.schedule.nextRun()?.toISOString() ?? null,
  });

  return {
    url,
    queue: parts.publishing.queue,
    schedule: parts.schedule,
    close: () => stopApp(parts, server, accounts, config.shutdownTimeoutMs),
  };
}
