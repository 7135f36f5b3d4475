import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rewriteBuiltPages, type PageBytes } from './rewrite-built-pages.ts';

/**
 * One step of the pass over the built pages: made once the build is done, from what it wrote (`out`, the output
 * folder), it is then given each page's HTML and returns it, rewritten or as it was.
 */
export type PageStep = (out: string) => Promise<(html: PageBytes) => PageBytes>;

/**
 * Reads and writes every page of the build once, through each step in turn: a pass of its own for each step took
 * half of what 1,000 more courses added to the seed's build.
 */
export function builtPages(steps: readonly PageStep[]): AstroIntegration {
  return {
    name: 'northwind:built-pages',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        const rewrites = await Promise.all(steps.map((step) => step(out)));
        await rewriteBuiltPages(out, (html) => rewrites.reduce((page, rewrite) => rewrite(page), html));
      },
    },
  };
}
