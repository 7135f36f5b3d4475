import { join } from 'node:path';
import { PUBLISH_STATUS_PATH, type ApplicationsWaiting } from '../../contracts/publish-status.ts';
import type { Config } from '../core/config.ts';
import { errorMessage, type Logger } from '../core/log.ts';
import type { ReleaseStore } from '../releases/releases.ts';
import type { StaticSite } from '../releases/static-server.ts';
import type { Builder } from './astro-builder.ts';
import { createBuildHistory } from './build-history.ts';
import { openBuildIntent } from './build-intent.ts';
import { createBuildQueue } from './build-queue.ts';
import { createPublishStatusHandler } from './publish-status.ts';
import { createPublisher } from './publish.ts';
import { startRebuildSchedule, type RebuildSchedule } from './rebuild-schedule.ts';
import { createStatusHandler } from './status.ts';
import { createWebhookHandler } from './webhook.ts';
import { createMovedRedirects } from './moved-redirects.ts';

export interface PublishingOptions {
  config: Config;
  builder: Builder;
  releases: ReleaseStore;
  site: StaticSite;
  log: Logger;
  clock: () => Date;
  /** Told of every build asked for (a webhook, the schedule), once it is on disk. */
  onRequested: (reasons: string[]) => void;
  /** Applications waiting for the hand-off, for the Studio's Publishing tool (they start later, with accounts). */
  applicationsWaiting: () => Promise<ApplicationsWaiting | null>;
}

/**
 * Publishing: from an accepted webhook (or the nightly schedule) to a switched release. A build asked for
 * is on disk before the webhook is answered, so one owed by a crash or a shutdown runs at the next start.
 */
export async function setupPublishing({
  config,
  builder,
  releases,
  site,
  log,
  clock,
  onRequested,
  applicationsWaiting,
}: PublishingOptions) {
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
  const requestBuild = async (reasons: string[]) => {
    await intent.request(reasons);
    queue.request(reasons);
    onRequested(reasons);
  };
  let schedule: RebuildSchedule | null = null;
  const saveMovedRedirects = createMovedRedirects(config.movedRedirects, log);

  return {
    queue,
    routes: {
      '/api/rebuild': createWebhookHandler({
        secret: config.webhookSecret,
        log,
        // A moved page's redirect is saved first, so the build it asks for serves it; the build is asked for
        // even when saving fails (the content has changed), and the delivery then fails so Sanity sends it again.
        onAccepted: async (ids, body) => {
          const unsaved = await saveMovedRedirects(body).then(
            () => null,
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          );
          await requestBuild(ids);
          if (unsaved) throw unsaved;
        },
        trustProxy: config.trustProxy,
      }),
      '/api/status': createStatusHandler({ history, site, releases, queue }),
      [PUBLISH_STATUS_PATH]: createPublishStatusHandler(
        { site, history, queue, applications: applicationsWaiting },
        config.studioOrigins,
      ),
    },
    /** Builds at once what a previous run still owes, or the first release when none is live; then the schedule. */
    start(hasLiveRelease: boolean): RebuildSchedule {
      const owed = intent.pending();
      if (owed) log.info('build.resuming', { reasons: owed.reasons });
      if (!hasLiveRelease || owed)
        queue.request(owed?.reasons.length ? owed.reasons : ['startup'], { immediate: true });
      schedule = startRebuildSchedule(config.rebuildSchedule, () => requestBuild(['schedule']), log);
      return schedule;
    },
    /** Stops the schedule and the queue, and a running build (it is still owed, so the next start runs it). */
    stop(): void {
      schedule?.stop();
      queue.stop();
      publisher.abort();
    },
    idle: () => queue.idle(),
  };
}
