import { readdir, readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { PageStep } from '../built-pages/built-pages.ts';
import { staticImports, withModulePreloads } from './static-imports.ts';

/** Where Astro writes the scripts and the chunks they import (its `build.assets`). */
const SCRIPTS = '_astro';

/**
 * Each page names every module its scripts import up front (`modulepreload`). Astro writes only the scripts: a page
 * script's chunks (the search page's, the comparison's) would be found only once it had arrived, a round trip after
 * the page, and Lighthouse's simulated LCP counts that chain although the page paints without it.
 */
export const modulePreloads: PageStep = async (out) => {
  // A build without scripts has no such folder.
  const names = (await readdir(join(out, SCRIPTS)).catch(() => [])).filter((name) => name.endsWith('.js'));
  const built = new Set(names.map((name) => `/${SCRIPTS}/${name}`));
  const imports = new Map<string, string[]>();
  for (const name of names) {
    const code = await readFile(join(out, SCRIPTS, name), 'utf8');
    const addresses = staticImports(code).map((path) =>
      path.startsWith('/') ? path : posix.join(`/${SCRIPTS}`, path),
    );
    // Only files of the build: text that merely looks like an import names nothing to preload.
    imports.set(
      `/${SCRIPTS}/${name}`,
      addresses.filter((address) => built.has(address)),
    );
  }
  const importsOf = (address: string) => [...(imports.get(address) ?? [])];
  return (html) => withModulePreloads(html, importsOf);
};
