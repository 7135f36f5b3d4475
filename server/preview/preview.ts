import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { createClient } from '@sanity/client';
import { apiVersion as previewSecretApiVersion } from '@sanity/preview-url-secret/constants';
import {
  PREVIEW_DISABLE_PATH,
  PREVIEW_ENABLE_PATH,
  PREVIEW_REFRESH_PATH,
  PREVIEW_STATUS_PATH,
} from '../../contracts/preview/protocol.ts';
import type { Builder } from '../publishing/astro-builder.ts';
import { ConfigError } from '../core/env.ts';
import type { PreviewConfig } from './preview-config.ts';
import type { RouteHandler } from '../core/http.ts';
import type { Logger } from '../core/log.ts';
import { createWebhookHandler } from '../publishing/webhook.ts';
import { openPreviewChannel, type PreviewChannel } from './channel.ts';
import { createPreviewEndpoints } from './endpoints.ts';
import { createPreviewEntryCheck } from './entry.ts';
import { createLakeWatcher } from './lake-watcher.ts';
import { createPreviewSessions, loadSessionKey } from './sessions.ts';

export interface Preview {
  channel: PreviewChannel;
  routes: Record<string, RouteHandler>;
  isPreviewing(request: IncomingMessage): boolean;
}

export interface PreviewOptions {
  config: PreviewConfig;
  builder: Builder | undefined;
  dataDir: string;
  trustProxy: number;
  /** The Studio's origins (STUDIO_ORIGIN): the only sites that may show a preview in a frame. */
  studioOrigins: string[];
  log: Logger;
  clock: () => Date;
}

/** The live project's client that checks the Presentation tool's secrets, on Sanity's API or another host. */
function liveClient({ apiHost, apiVersion, ...project }: NonNullable<PreviewConfig['live']>) {
  return createClient({
    ...project,
    apiVersion: apiVersion ?? previewSecretApiVersion,
    useCdn: false,
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
}

/** Everything previews need, wired: the pipeline, the session cookie, the endpoints and the drafts webhook. */
export async function createPreview({
  config,
  builder,
  dataDir,
  trustProxy,
  studioOrigins,
  log,
  clock,
}: PreviewOptions): Promise<Preview> {
  if (!builder) throw new ConfigError('Previews are configured, but the publisher was given no preview builder');
  const client = config.live && liveClient(config.live);
  // Its changes rebuild the channel's preview; the channel keeps it open while someone previews.
  const watcher = client
    ? createLakeWatcher({ client, idleMs: config.idleMs, onChange: (reasons) => channel.changed(reasons), log })
    : undefined;
  const channel: PreviewChannel = await openPreviewChannel({
    dir: config.dir,
    dataDir,
    builder,
    log,
    clock,
    frameAncestors: studioOrigins.length ? studioOrigins.join(' ') : undefined,
    idleMs: config.idleMs,
    waitMs: config.waitMs,
    watcher,
  });
  // The publisher's clock, so a session's end can be reached without waiting for it.
  const sessions = createPreviewSessions(
    await loadSessionKey(join(dataDir, 'preview-session.key')),
    config.sessionMs,
    () => clock().getTime(),
  );
  const endpoints = createPreviewEndpoints({
    check: createPreviewEntryCheck({ secret: config.secret, client }),
    sessions,
    channel,
    sessionMs: config.sessionMs,
    trustProxy,
    log,
  });
  return {
    channel,
    isPreviewing: endpoints.isPreviewing,
    routes: {
      [PREVIEW_ENABLE_PATH]: endpoints.enable,
      [PREVIEW_DISABLE_PATH]: endpoints.disable,
      [PREVIEW_STATUS_PATH]: endpoints.status,
      [PREVIEW_REFRESH_PATH]: createWebhookHandler({
        secret: config.webhookSecret,
        log,
        // The listener has heard of the change already: a second build would only reload the page again.
        onAccepted: (ids) => Promise.resolve(watcher?.listening() ? undefined : channel.changed(ids)),
      }),
    },
  };
}
