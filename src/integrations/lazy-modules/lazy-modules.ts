import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import type { PageStep } from '../built-pages/built-pages.ts';
import { withBuiltModules } from './built-addresses.ts';

/**
 * Modules a page loads only when first used, named in its markup (`data-module`) by their source address, e.g.
 * `/src/scripts/search-dialog.ts`: `astro dev` serves that address as it is, and the build bundles each into a file
 * of its own and writes that file's address into every page. An inline script, which Vite does not see, can load
 * them so with `import(element.dataset.module)`. The integration bundles them; its step of the pass over the built
 * pages (src/integrations/built-pages/) writes their addresses.
 */
export function lazyModules(sources: readonly string[]): { integration: AstroIntegration; step: PageStep } {
  const built = new Map<string, string>();
  const integration: AstroIntegration = {
    name: 'northwind:lazy-modules',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const root = fileURLToPath(config.root);
        const files = new Map(sources.map((source) => [resolve(root, `.${source}`), source]));
        const plugin: Plugin = {
          name: 'northwind:lazy-modules',
          // Only a build bundles: `astro dev` (and Vitest, which reads this config) serve the source addresses as they are.
          apply: 'build',
          applyToEnvironment: (environment) => environment.name === 'client',
          buildStart() {
            for (const file of files.keys()) this.emitFile({ type: 'chunk', id: file, preserveSignature: 'strict' });
          },
          generateBundle(_options, bundle) {
            for (const output of Object.values(bundle)) {
              const source = output.type === 'chunk' && output.facadeModuleId && files.get(output.facadeModuleId);
              if (source) built.set(source, `/${output.fileName}`);
            }
          },
        };
        updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
  return { integration, step: () => Promise.resolve((html) => withBuiltModules(html, built)) };
}
