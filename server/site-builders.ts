import { join } from 'node:path';
import { CONTENT_PERSPECTIVE_VARIABLE, type ContentPerspective } from '../src/lib/content/perspective.ts';
import { createAstroBuilder, type Builder } from './astro-builder.ts';
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
  const builder = (perspective: ContentPerspective, cache: string) =>
    createAstroBuilder({
      root: options.root,
      cacheDir: join(options.dataDir, cache),
      env: { ...options.env, [CONTENT_PERSPECTIVE_VARIABLE]: perspective },
      running: runningBuilds(join(options.dataDir, RUNNING_BUILDS_DIR)),
    });
  return { release: builder('published', 'astro-cache'), preview: builder('drafts', 'astro-cache-preview') };
}
