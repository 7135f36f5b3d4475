import { join } from 'node:path';
import { CONTENT_PERSPECTIVE_VARIABLE, type ContentPerspective } from '../../contracts/content-perspective.ts';
import { createAstroBuilder, type Builder } from './astro-builder.ts';
import { makeTreePrivate } from '../core/private-files.ts';
import { runningBuilds } from './running-builds.ts';

/** Where build processes are recorded while they run (see running-builds.ts). */
export const RUNNING_BUILDS_DIR = 'running-builds';

export interface SiteBuilders {
  /** Public releases: published documents only, whatever the environment says. */
  release: Builder;
  /** Previews: drafts laid over published documents. */
  preview: Builder;
}

/**
 * The two kinds of build. Each has its own Astro cache, so nothing a preview build read (drafts) can be
 * reused by a public build that runs after it.
 */
export function createSiteBuilders(options: {
  root: string;
  dataDir: string;
  env?: Record<string, string | undefined>;
}): SiteBuilders {
  const builder = (perspective: ContentPerspective, cache: string): Builder => {
    const cacheDir = join(options.dataDir, cache);
    const build = createAstroBuilder({
      root: options.root,
      cacheDir,
      env: { ...options.env, [CONTENT_PERSPECTIVE_VARIABLE]: perspective },
      running: runningBuilds(join(options.dataDir, RUNNING_BUILDS_DIR)),
    });
    // Astro creates its cache with the usual modes; inside DATA_DIR everything is private.
    return (job) => build(job).finally(() => makeTreePrivate(cacheDir).catch(() => undefined));
  };
  return { release: builder('published', 'astro-cache'), preview: builder('drafts', 'astro-cache-preview') };
}
