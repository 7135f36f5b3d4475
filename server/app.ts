import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { ContactMessage } from '../src/lib/contact/schema.ts';
import { AUTH_API_PATH } from '../src/lib/site/routes.ts';
import type { Builder } from './publishing/astro-builder.ts';
import { startAccounts, type Accounts } from './auth/accounts.ts';
import { openBuildIntent } from './publishing/build-intent.ts';
import { createBuildQueue, type BuildQueue } from './publishing/build-queue.ts';
import type { Config } from './core/config.ts';
import { createContactHandler } from './contact/contact-endpoint.ts';
import { ClientGoneError, sendJson } from './core/http.ts';
import { errorMessage, type Logger } from './core/log.ts';
import { openOutbox } from './outbox/outbox.ts';
import type { Preview } from './preview/preview.ts';
import { httpDelivery } from './outbox/outbox-http.ts';
import { createPublisher } from './publishing/publish.ts';
import { createRateLimiter } from './core/rate-limit.ts';
import { startRebuildSchedule, type RebuildSchedule } from './publishing/rebuild-schedule.ts';
import { createReleaseStore } from './releases/releases.ts';
import { applySecurityHeaders } from './core/security-headers.ts';
import { createStaticSite } from './releases/static-server.ts';
import { createBuildHistory } from './publishing/build-history.ts';
import { createPublishStatusHandler } from './publishing/publish-status.ts';
import { createStatusHandler } from './publishing/status.ts';
import { createWebhookHandler } from './publishing/webhook.ts';
import { makeTreePrivate } from './core/private-files.ts';
import { runningBuilds } from './publishing/running-builds.ts';
import { RUNNING_BUILDS_DIR } from './publishing/site-builders.ts';
import { PUBLISH_STATUS_PATH } from '../src/lib/publishing/protocol.ts';

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

type Handler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

// Slow or stalled clients are cut off on these clocks, so they cannot hold sockets (or a shutdown) open.
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/**
 * A page and its assets are a few dozen requests; a connection that asks for more is closed after its
 * answer, so nobody can queue thousands of answers on one connection by pipelining requests.
 */
const MAX_REQUESTS_PER_SOCKET = 100;

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
  await runningBuilds(join(config.dataDir, RUNNING_BUILDS_DIR)).stopLeftovers(log);
  const releases = createReleaseStore(config.releasesDir, config.releasesKept);
  await releases.removeUnfinished();
  const site = createStaticSite();
  const history = createBuildHistory(join(config.dataDir, 'status.json'));
  await history.load();
  const publisher = createPublisher({
    releases,
    builder,
    site,
    history,
    log,
    failureLogFile: join(config.dataDir, 'last-failed-build.log'),
    clock,
  });
  const intent = await openBuildIntent(join(config.dataDir, 'build-intent.json'));
  const queue = createBuildQueue(config.buildDebounceMs, async (reasons) => {
    const covered = intent.mark();
    // A build that was stopped (shutdown) or crashed is still owed; the next start runs it.
    if ((await publisher.publish(reasons)) === 'stopped') return;
    // Unrecorded, the finished build only runs once more after a restart: log it, never throw.
    await intent.done(covered).catch((error) => log.error('build.intent-failed', { error: errorMessage(error) }));
  });
  let preview: Preview | null = null;
  if (config.preview) {
    // Loaded only when previews are configured: the Sanity client alone takes about 30 MB.
    const { createPreview } = await import('./preview/preview.ts');
    preview = await createPreview({
      config: config.preview,
      builder: previewBuilder,
      dataDir: config.dataDir,
      trustProxy: config.trustProxy,
      studioOrigins: config.studioOrigins,
      log,
      clock,
    });
  }
  const requestBuild = async (reasons: string[]) => {
    await intent.request(reasons);
    queue.request(reasons);
    // What was published is no longer a draft: a preview built before it is out of date.
    preview?.channel.changed(reasons);
  };

  // A crash between sealing a release and linking it leaves no link: the newest release is the right one.
  const live = (await releases.current()) ?? (await releases.list()).at(-1) ?? null;
  if (live) {
    await releases.activate(live);
    site.serve(live);
    log.info('release.serving', { releaseId: live.id });
  }
  const owed = intent.pending();
  if (owed) log.info('build.resuming', { reasons: owed.reasons });
  if (!live || owed) queue.request(owed?.reasons.length ? owed.reasons : ['startup'], { immediate: true });

  const stopWatching = releases.watch(() => {
    releases
      .current()
      .then((current) => {
        if (!current || current.id === site.current()?.id) return;
        site.serve(current);
        log.info('release.switched', { releaseId: current.id, reason: 'the current link changed (rollback)' });
      })
      .catch((error) => log.error('release.watch-failed', { error: errorMessage(error) }));
  });
  const schedule = startRebuildSchedule(config.rebuildSchedule, () => requestBuild(['schedule']), log);

  const { contact } = config;
  const contactOutbox = await openOutbox<ContactMessage>({
    name: 'contact',
    dataDir: config.dataDir,
    deliver: contact.webhookUrl ? httpDelivery(contact.webhookUrl, contact.forwardTimeoutMs) : undefined,
    log,
    retryBaseMs: contact.retryBaseMs,
    retryMaxMs: contact.retryMaxMs,
  });

  const routes: Record<string, Handler> = {
    ...preview?.routes,
    '/api/rebuild': createWebhookHandler({
      secret: config.webhookSecret,
      log,
      onAccepted: requestBuild,
      trustProxy: config.trustProxy,
    }),
    '/api/status': createStatusHandler({ history, site, releases, queue }),
    [PUBLISH_STATUS_PATH]: createPublishStatusHandler({ site, history, queue }, config.studioOrigins),
    '/api/contact': createContactHandler({
      outbox: contactOutbox,
      limiter: createRateLimiter(contact.rateLimit, contact.rateWindowMs),
      trustProxy: config.trustProxy,
      log,
    }),
  };

  let accounts: Accounts | null = null;
  const accountsRoute: Handler = (request, response) => {
    if (accounts) return accounts.handle(request, response);
    sendJson(response, 503, { message: 'Accounts are not available right now.' }, { 'Retry-After': '30' });
  };

  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    (request, response) => {
      const pathname = (request.url ?? '/').split('?')[0];
      applySecurityHeaders(request, response, config.trustProxy);
      const handler =
        routes[pathname] ??
        (pathname.startsWith(`${AUTH_API_PATH}/`)
          ? accountsRoute
          : preview?.isPreviewing(request)
            ? preview.channel.handle
            : site.handle);
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
  }).catch((error: unknown) => {
    log.error('accounts.failed-to-start', { error: errorMessage(error) });
    return null;
  });
  log.info('server.listening', {
    url,
    webhooks: Boolean(config.webhookSecret),
    previews: Boolean(preview),
    contactForwarding: Boolean(contact.webhookUrl),
    nextScheduledBuild: schedule.nextRun()?.toISOString() ?? null,
  });

  return {
    url,
    queue,
    schedule,
    async close() {
      schedule.stop();
      queue.stop();
      publisher.abort();
      contactOutbox.stop();
      const previewClosed = preview?.channel.close();
      stopWatching();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Answers in flight get a grace period; then every connection is cut, whatever the client does.
      await Promise.race([closed, delay(config.shutdownTimeoutMs / 2)]);
      server.closeAllConnections();
      await Promise.all([queue.idle(), closed, previewClosed]);
      await accounts?.close();
    },
  };
}
