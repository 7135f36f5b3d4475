import type { AstroIntegration } from 'astro';

/** What pages import the bundled scripts' code from (declared in src/inline-scripts.d.ts). */
const MODULE_ID = 'virtual:northwind/inline-scripts';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Hands pages the code of scripts bundled by astro.config.mjs (bundleInlineScript), which also hashes the same code
 * into the Content-Security-Policy: the layout writes it with `<script is:inline set:html>`. A page whose script
 * is in the page has no script file to wait for, and its work is done as the page is parsed, before its first
 * layout, instead of laying the page out a second time. `astro dev` bundles once at start: restart it after
 * editing such a script.
 */
export function inlineScripts(scripts: Record<string, string>): AstroIntegration {
  const source = Object.entries(scripts)
    .map(([name, code]) => `export const ${name} = ${JSON.stringify(code)};`)
    .join('\n');
  return {
    name: 'northwind:inline-scripts',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'northwind:inline-scripts',
                resolveId: (id: string) => (id === MODULE_ID ? RESOLVED_ID : undefined),
                load: (id: string) => (id === RESOLVED_ID ? source : undefined),
              },
            ],
          },
        });
      },
    },
  };
}
