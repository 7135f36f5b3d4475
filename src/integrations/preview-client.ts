import type { AstroIntegration } from 'astro';
import { contentPerspective } from '../../contracts/content-perspective.ts';

/** From the project's root, as Vite resolves an injected script's imports. */
const CONNECTION_SCRIPT = '/src/lib/preview/studio-connection.ts';

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
