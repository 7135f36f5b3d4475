import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The name islands use: `<Island client:interaction />`. */
export const INTERACTION_DIRECTIVE = 'interaction';

/**
 * Adds client:interaction, which hydrates an island when it is first used (see directive.ts), so a page
 * loads no framework JavaScript until a visitor reaches for a form.
 */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'northwind:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: INTERACTION_DIRECTIVE,
          entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)),
        });
      },
    },
  };
}
