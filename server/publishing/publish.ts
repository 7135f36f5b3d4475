import { writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { BuildError, type Builder } from './astro-builder.ts';
import type { Logger } from '../core/log.ts';
import { errorMessage } from '../core/log.ts';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../core/private-files.ts';
import { precompress } from '../releases/precompress.ts';
import { withoutPaths } from '../core/redact.ts';
import type { Release, ReleaseStore } from '../releases/releases.ts';
import type { StaticSite } from '../releases/static-server.ts';
import type { BuildHistory } from './build-history.ts';

export interface PublishDeps {
  releases: ReleaseStore;
  builder: Builder;
  site: StaticSite;
  history: BuildHistory;
  log: Logger;
  /** Where the full output of the last failed build is written for a developer to read. */
  failureLogFile: string;
  /** The build's "now" (past session dates, the footer year); tests pass a fixed clock. */
  clock: () => Date;
  /** Write .br and .gz beside each file (public releases); previews skip it to be ready sooner. */
  compress?: boolean;
}

/** A stopped build (shutdown) did not happen: whatever asked for it is still owed. */
export type PublishOutcome = 'success' | 'failure' | 'stopped';

export interface Publisher {
  /** Builds a new release and switches to it; a failure leaves the live release untouched. Never rejects. */
  publish: (reasons: string[]) => Promise<PublishOutcome>;
  /** Stops a running build (shutdown). */
  abort: () => void;
}

export function createPublisher({
  releases,
  builder,
  site,
  history,
  log,
  failureLogFile,
  clock,
  compress = true,
}: PublishDeps): Publisher {
  const controller = new AbortController();

  async function publish(reasons: string[]): Promise<PublishOutcome> {
    const started = Date.now();
    const buildTime = clock().toISOString();
    const { id, dir } = await releases.prepare();
    log.info('build.started', { releaseId: id, reasons });
    const finish = (result: 'success' | 'failure', error: string | null) =>
      history.record({
        releaseId: id,
        result,
        reasons,
        startedAt: new Date(started).toISOString(),
        finishedAt: new Date().toISOString(),
        durationMs: Date.now() - started,
        error,
      });
    let release: Release;
    try {
      await builder({ releaseId: id, outDir: dir, signal: controller.signal, buildTime });
      if (compress) await precompress(dir, site.current()?.dir);
      release = await releases.commit(id);
    } catch (error) {
      await releases.discard(id);
      if (controller.signal.aborted) {
        log.warn('build.stopped', { releaseId: id, reasons });
        return 'stopped';
      }
      const output = error instanceof BuildError ? error.output : String((error as Error)?.stack ?? error);
      await makePrivateDir(dirname(failureLogFile));
      // The full output stays in a file only the operator reads; status and logs carry no paths.
      await writeFile(failureLogFile, output, { mode: PRIVATE_FILE_MODE });
      const summary = withoutPaths(errorMessage(error));
      await finish('failure', summary);
      log.error('build.failed', {
        releaseId: id,
        durationMs: Date.now() - started,
        error: summary,
        output: withoutPaths(output.slice(-4000)),
      });
      return 'failure';
    }
    site.serve(release);
    await finish('success', null);
    log.info('build.succeeded', { releaseId: id, durationMs: Date.now() - started });
    // Nothing is answered from a release once its deletion starts: a request for it falls back instead.
    const doomed = await releases.surplus();
    site.forget(doomed.map((old) => old.id));
    await releases.remove(doomed);
    if (doomed.length) log.info('releases.pruned', { releaseIds: doomed.map((old) => old.id) });
    return 'success';
  }

  return {
    async publish(reasons) {
      try {
        return await publish(reasons);
      } catch (error) {
        // Disk trouble while recording the outcome: the build is owed again after a restart.
        log.error('build.crashed', { error: errorMessage(error) });
        return 'stopped';
      }
    },
    abort: () => controller.abort(),
  };
}
