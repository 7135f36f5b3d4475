import { loadConfig } from '../core/config.ts';
import { createLogger, errorMessage } from '../core/log.ts';
import { createReleaseStore } from './releases.ts';

/**
 * `npm run rollback` switches the current link to the release before it (or to the release id given
 * as the argument). A running server follows the link on its own, so no restart is needed.
 */
const log = createLogger();

try {
  const config = loadConfig();
  const releases = createReleaseStore(config.releasesDir, config.releasesKept);
  const wanted = process.argv[2];
  const from = await releases.current();
  const to = wanted ? (await releases.list()).find((release) => release.id === wanted) : await releases.previous();
  if (!to) {
    const known = (await releases.list()).map((release) => release.id);
    throw new Error(
      wanted
        ? `There is no release "${wanted}". Releases: ${known.join(', ')}`
        : 'There is no earlier release to roll back to.',
    );
  }
  await releases.activate(to);
  log.info('rollback.done', { from: from?.id ?? null, to: to.id });
} catch (error) {
  log.error('rollback.failed', { error: errorMessage(error) });
  process.exitCode = 1;
}
