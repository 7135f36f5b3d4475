import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { BuildError, type Builder } from './astro-builder.ts';
import type { Logger } from './log.ts';
import { errorMessage } from './log.ts';
import { precompress } from './precompress.ts';
import type { Release, ReleaseStore } from './releases.ts';
import type { StaticSite } from './static-server.ts';
import type { BuildHistory } from './status.ts';

export interface PublishDeps {
  releases: ReleaseStore;
  builder: Builder;
  site: StaticSite;
  history: BuildHistory;
  log: Logger;
  /** Where the full output of the last failed build is written for a developer to read. */
  failureLogFile: string;
}

export interface Publisher {
  /** Builds a new release and switches to it; a failure leaves the live release untouched. Never rejects. */
  publish: (reasons: string[]) => Promise<void>;
  /** Stops a running build (shutdown). */
  abort: () => void;
}

export function createPublisher({ releases, builder, site, history, log, failureLogFile }: PublishDeps): Publisher {
  const controller = new AbortController();

  async function publish(reasons: string[]): Promise<void> {
    const started = Date.now();
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
      await builder({ releaseId: id, outDir: dir, signal: controller.signal });
      await precompress(dir);
      release = await releases.commit(id);
    } catch (error) {
      await releases.discard(id);
      const output = error instanceof BuildError ? error.output : String((error as Error)?.stack ?? error);
      await mkdir(dirname(failureLogFile), { recursive: true });
      await writeFile(failureLogFile, output);
      await finish('failure', errorMessage(error));
      log.error('build.failed', {
        releaseId: id,
        durationMs: Date.now() - started,
        error: errorMessage(error),
        output: output.slice(-4000),
      });
      return;
    }
    site.serve(release);
    await finish('success', null);
    log.info('build.succeeded', { releaseId: id, durationMs: Date.now() - started });
    const removed = await releases.prune();
    site.forget(removed);
    if (removed.length) log.info('releases.pruned', { releaseIds: removed });
  }

  return {
    async publish(reasons) {
      try {
        await publish(reasons);
      } catch (error) {
        // Disk trouble while recording the outcome: nothing more we can do than say so.
        log.error('build.crashed', { error: errorMessage(error) });
      }
    },
    abort: () => controller.abort(),
  };
}
