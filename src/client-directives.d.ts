// client:interaction, added by src/integrations/interaction/interaction.ts.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}

export {};
