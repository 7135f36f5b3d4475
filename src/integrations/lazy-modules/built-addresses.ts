/** An element naming a module that loads on first use: `data-module="/src/…"` (what `astro dev` serves). */
const MODULE_ATTRIBUTE = /\bdata-module="([^"]+)"/g;

/**
 * The page with each module that loads on first use named by its built file instead of its source, which only
 * `astro dev` serves. A source the build did not bundle is an error: the page would offer what cannot load.
 */
export function withBuiltModules(html: string, built: ReadonlyMap<string, string>): string {
  return html.replace(MODULE_ATTRIBUTE, (attribute: string, source: string) => {
    const address = built.get(source);
    if (!address) throw new Error(`The page names ${source} in data-module, which the build did not bundle.`);
    return `data-module="${address}"`;
  });
}
