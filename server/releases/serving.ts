import type { Logger } from '../core/log.ts';
import { errorMessage } from '../core/log.ts';
import { createReleaseStore, type Release } from './releases.ts';
import { SITE_ROUTES } from './site-routes.ts';
import { createStaticSite } from './static-server.ts';

/**
 * The releases and the site that serves them: unfinished build folders are removed at once; start()
 * serves the live release and follows the current link when `npm run rollback` moves it.
 */
export async function setupServing({ dir, kept, log }: { dir: string; kept: number; log: Logger }) {
  const releases = createReleaseStore(dir, kept);
  await releases.removeUnfinished();
  const site = createStaticSite(SITE_ROUTES);
  let stopWatching = () => undefined as void;
  return {
    releases,
    site,
    /** Serves the live release; resolves with it, or null before the first build. */
    async start(): Promise<Release | null> {
      // A crash between sealing a release and linking it leaves no link: the newest release is the right one.
      const live = (await releases.current()) ?? (await releases.list()).at(-1) ?? null;
      if (live) {
        await releases.activate(live);
        site.serve(live);
        log.info('release.serving', { releaseId: live.id });
      }
      stopWatching = releases.watch(() => {
        releases
          .current()
          .then((current) => {
            if (!current || current.id === site.current()?.id) return;
            site.serve(current);
            log.info('release.switched', { releaseId: current.id, reason: 'the current link changed (rollback)' });
          })
          .catch((error) => log.error('release.watch-failed', { error: errorMessage(error) }));
      });
      return live;
    },
    close: () => stopWatching(),
  };
}
