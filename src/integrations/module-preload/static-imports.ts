/**
 * The modules a built script imports before it runs: `import … from "./x.js"`, `import "./x.js"` and
 * `export … from "./x.js"`, never `import("./x.js")`, which loads when it is called.
 */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"'`]+\.js)["']/g;

export const staticImports = (code: string): string[] => [...code.matchAll(STATIC_IMPORT)].map(([, path]) => path);

/** A page's scripts that run at load: `<script type="module" src>` (an island's code waits for its island). */
const PAGE_MODULE = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * The page with a `<link rel="modulepreload">` before each of its scripts for every module that script imports,
 * however deep, so the browser asks for them all at once instead of one import's depth per round trip.
 * `importsOf` gives a script's static imports, as addresses on the site.
 */
export function withModulePreloads(html: string, importsOf: (address: string) => string[]): string {
  const preloaded = new Set<string>();
  return html.replace(PAGE_MODULE, (tag: string, src: string) => {
    const links: string[] = [];
    const pending = importsOf(src);
    while (pending.length > 0) {
      const address = pending.shift()!;
      if (preloaded.has(address)) continue;
      preloaded.add(address);
      links.push(`<link rel="modulepreload" href="${address}">`);
      pending.push(...importsOf(address));
    }
    return links.join('') + tag;
  });
}
