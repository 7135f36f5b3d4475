import type { AstroIntegration } from 'astro';
import { contentPerspective } from '../../contracts/content-perspective.ts';

/** From the project's root, as Vite resolves an injected script's imports. */
const CONNECTION_SCRIPT = '/src/lib/preview/studio-connection.ts';

/**
 * The origin of the Content Lake a preview build reads when it is not Sanity's (SANITY_API_HOST, e.g. the
 * local Studio's lake): its images come from there, so the preview pages' img-src names it. Public builds,
 * and previews of a Sanity project (whose images come from its CDN), add nothing.
 */
export function previewImageOrigins(env: Record<string, string | undefined>): string[] {
  if (contentPerspective(env.CONTENT_PERSPECTIVE) !== 'drafts' || !env.SANITY_API_HOST) return [];
  return [new URL(env.SANITY_API_HOST).origin];
}

/**
 * Preview builds (drafts) connect their pages to the Studio's Preview tool with Sanity's visual-editing
 * client. Public builds leave it out entirely: no page loads it and no file of it is built.
 */
export function previewClient(): AstroIntegration {
  return {
    name: 'northwind:preview-client',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        if (contentPerspective(process.env.CONTENT_PERSPECTIVE) !== 'drafts') return;
        injectScript('page', `import '${CONNECTION_SCRIPT}';`);
      },
    },
  };
}
