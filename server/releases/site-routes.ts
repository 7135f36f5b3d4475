import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRedirectTable, redirectFor, REDIRECTS_TABLE_PATH } from '../../contracts/redirects/table.ts';
import { legacyCatalogueRedirect, unknownCataloguePageTarget } from '../../contracts/routes.ts';
import type { SiteRoutes } from './static-server.ts';

/** The redirects a build wrote into its release (coordinators' and retired courses'); a release without one has none. */
function releaseRedirects(dir: string) {
  let text: string;
  try {
    text = readFileSync(join(dir, REDIRECTS_TABLE_PATH), 'utf8');
  } catch {
    return () => null;
  }
  const lookup = new Map(parseRedirectTable(text).redirects.map((entry) => [entry.from, entry]));
  return (url: URL) => redirectFor(lookup, url);
}

/**
 * The catalogue's addresses that no file of a build answers, for the file server of the site and of previews.
 * The spec's legacy catalogue links (/courses?filter={slug}&type={type}) moved to /courses/{slug}?type={type}: the
 * site also handles them in the browser, and answering here spares the round trip and keeps crawlers right.
 */
export const SITE_ROUTES: SiteRoutes = {
  movedTo: legacyCatalogueRedirect,
  releaseRedirects,
  // The site's 404 page applies the same rule on a static host (src/scripts/unknown-catalogue-page.ts).
  onNoMatch: unknownCataloguePageTarget,
};
