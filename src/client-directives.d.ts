// client:interaction, added by src/integrations/interaction/interaction.ts.
import type { InteractionOptions } from './integrations/interaction/directive';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean | InteractionOptions;
  }
}

export {};
