import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { AUTH_API_PATH, RESET_PASSWORD_PATH } from '../contracts/routes.ts';
import { startAccounts, type Accounts } from './auth/accounts.ts';
import { resetPasswordPage } from './auth/reset-password-page.ts';
import { setupContact } from './contact/contact.ts';
import { setupPdRegistration } from './pd-registration/pd-registration.ts';
import type { Config } from './core/config.ts';
import { closeStalledAndIdle, MAX_REQUESTS_PER_SOCKET, refusedByConnectionLimits } from './core/connection-limits.ts';
import { ClientGoneError, sendJson, type RouteHandler } from './core/http.ts';
import { errorMessage, type Logger } from './core/log.ts';
import { makeTreePrivate } from './core/private-files.ts';
import { applySecurityHeaders } from './core/security-headers.ts';
import type { Builder } from './publishing/astro-builder.ts';
import type { BuildQueue } from './publishing/build-queue.ts';
import { setupPublishing } from './publishing/publishing.ts';
import type { RebuildSchedule } from './publishing/rebuild-schedule.ts';
import { runningBuilds } from './publishing/running-builds.ts';
import { RUNNING_BUILDS_DIR } from './publishing/site-builders.ts';
import { setupServing } from './releases/serving.ts';

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

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Wires the publisher together and listens; resolves once the port is open. */
export async function startApp({
  config,
  builder,
  previewBuilder,
  log,
  clock = () => new Date(),
}: AppOptions): Promise<RunningApp> {
  await makeTreePrivate(config.dataDir);
  // Before anything touches the releases: a build a killed publisher left running may still be writing one.
  await runningBuilds(join(config.dataDir, RUNNING_BUILDS_DIR)).stopLeftovers(log);
  const serving = await setupServing({ dir: config.releasesDir, kept: config.releasesKept, log });
  const { site } = serving;
  // Loaded only when previews are configured: the Sanity client alone takes about 30 MB.
  const preview = config.preview
    ? await (
        await import('./preview/preview.ts')
      ).createPreview({
        config: config.preview,
        builder: previewBuilder,
        dataDir: config.dataDir,
        trustProxy: config.trustProxy,
        studioOrigins: config.studioOrigins,
        log,
        clock,
      })
    : null;
  const publishing = await setupPublishing({
    config,
    builder,
    releases: serving.releases,
    site,
    log,
    clock,
    // What was published is no longer a draft: a preview built before it is out of date.
    onRequested: (reasons) => preview?.channel.changed(reasons),
  });
  const live = await serving.start();
  const schedule = publishing.start(live !== null);
  const contact = await setupContact({ config, log, release: () => site.current() });
  const pdRegistration = await setupPdRegistration({ config, log, release: () => site.current() });

  // The built pages: a draft's preview for a visitor previewing, else the live release.
  const pages: RouteHandler = (request, response) =>
    (preview?.isPreviewing(request) ? preview.channel.handle : site.handle)(request, response);
  const routes: Record<string, RouteHandler> = {
    ...preview?.routes,
    ...publishing.routes,
    ...contact.routes,
    ...pdRegistration.routes,
    [RESET_PASSWORD_PATH]: resetPasswordPage({ release: () => site.current(), otherwise: pages }),
  };

  let accounts: Accounts | null = null;
  const accountsRoute: RouteHandler = (request, response) => {
    if (accounts) return accounts.handle(request, response);
    sendJson(response, 503, { message: 'Accounts are not available right now.' }, { 'Retry-After': '30' });
  };

  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    (request, response) => {
      const pathname = (request.url ?? '/').split('?')[0];
      applySecurityHeaders(request, response, config.trustProxy);
      if (refusedByConnectionLimits(request, response)) return;
      const handler = routes[pathname] ?? (pathname.startsWith(`${AUTH_API_PATH}/`) ? accountsRoute : pages);
      Promise.resolve()
        .then(() => handler(request, response))
        .catch((error) => {
          if (error instanceof ClientGoneError) return void response.destroy();
          log.error('request.failed', { method: request.method, path: pathname, error: errorMessage(error) });
          if (!response.headersSent) sendJson(response, 500, { error: 'Something went wrong on our side.' });
          else response.destroy();
        });
    },
  );
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_SOCKET;
  closeStalledAndIdle(server, config.stalledAnswerTimeoutMs);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  // After listening, so e-mail links know our port; the site is served meanwhile, the account API says 503.
  accounts = await startAccounts({
    config: config.accounts,
    dataDir: config.dataDir,
    trustProxy: config.trustProxy,
    ownUrl: url,
    log,
    release: () => site.current(),
  }).catch((error: unknown) => {
    log.error('accounts.failed-to-start', { error: errorMessage(error) });
    return null;
  });
  log.info('server.listening', {
    url,
    webhooks: Boolean(config.webhookSecret),
    previews: Boolean(preview),
    contactForwarding: contact.forwarding,
    nextScheduledBuild: schedule.nextRun()?.toISOString() ?? null,
  });

  return {
    url,
    queue: publishing.queue,
    schedule,
    async close() {
      publishing.stop();
      contact.close();
      pdRegistration.close();
      const previewClosed = preview?.channel.close();
      serving.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Answers in flight get a grace period; then every connection is cut, whatever the client does.
      await Promise.race([closed, delay(config.shutdownTimeoutMs / 2)]);
      server.closeAllConnections();
      await Promise.all([publishing.idle(), closed, previewClosed]);
      await accounts?.close();
    },
  };
}
