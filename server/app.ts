import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Builder } from './astro-builder.ts';
import { createBuildQueue, type BuildQueue } from './build-queue.ts';
import type { Config } from './config.ts';
import { createContactHandler } from './contact-endpoint.ts';
import { createContactForwarder } from './contact-forwarder.ts';
import { createContactInbox } from './contact-inbox.ts';
import { sendJson } from './http.ts';
import { errorMessage, type Logger } from './log.ts';
import { createPublisher } from './publish.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createReleaseStore } from './releases.ts';
import { createStaticSite } from './static-server.ts';
import { createBuildHistory, createStatusHandler } from './status.ts';
import { createWebhookHandler } from './webhook.ts';

export interface AppOptions {
  config: Config;
  builder: Builder;
  log: Logger;
}

export interface RunningApp {
  url: string;
  queue: BuildQueue;
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/** Wires the publisher together and listens; resolves once the port is open. */
export async function startApp({ config, builder, log }: AppOptions): Promise<RunningApp> {
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
  });
  const queue = createBuildQueue(config.buildDebounceMs, publisher.publish);

  // A crash between sealing a release and linking it leaves no link: the newest release is the right one.
  const live = (await releases.current()) ?? (await releases.list()).at(-1) ?? null;
  if (live) {
    await releases.activate(live);
    site.serve(live);
    log.info('release.serving', { releaseId: live.id });
  } else {
    queue.request(['startup'], { immediate: true });
  }
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

  const inbox = createContactInbox(join(config.dataDir, 'contact'));
  await inbox.open();
  const { contact } = config;
  const forwarder = contact.webhookUrl
    ? createContactForwarder({
        url: contact.webhookUrl,
        inbox,
        log,
        retryBaseMs: contact.retryBaseMs,
        retryMaxMs: contact.retryMaxMs,
        timeoutMs: contact.forwardTimeoutMs,
      })
    : null;
  await forwarder?.start();

  const routes: Record<string, Handler> = {
    '/api/rebuild': createWebhookHandler({
      secret: config.webhookSecret,
      log,
      onAccepted: (documentIds) => queue.request(documentIds),
    }),
    '/api/status': createStatusHandler({ history, site, releases, queue }),
    '/api/contact': createContactHandler({
      inbox,
      forwarder,
      limiter: createRateLimiter(contact.rateLimit, contact.rateWindowMs),
      trustProxy: config.trustProxy,
      log,
    }),
  };

  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    const handler = routes[pathname] ?? site.handle;
    Promise.resolve()
      .then(() => handler(request, response))
      .catch((error) => {
        log.error('request.failed', { method: request.method, path: pathname, error: errorMessage(error) });
        if (!response.headersSent) sendJson(response, 500, { error: 'Something went wrong on our side.' });
        else response.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  log.info('server.listening', { url, webhooks: Boolean(config.webhookSecret), contactForwarding: Boolean(forwarder) });

  return {
    url,
    queue,
    async close() {
      queue.stop();
      publisher.abort();
      forwarder?.stop();
      stopWatching();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await queue.idle();
      await closed;
    },
  };
}
