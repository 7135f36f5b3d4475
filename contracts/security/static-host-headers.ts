import {
  CACHE_IMMUTABLE,
  COMMON_SECURITY_HEADERS,
  contentSecurityPolicy,
  HASHED_ASSETS_PATH,
  HSTS,
  unitePolicies,
} from './headers.ts';
import { pagefindHeaderRules } from '../search/cache-rules.ts';

/** The file Netlify and Cloudflare Pages read their response headers from; the publisher never serves it. */
export const STATIC_HOST_HEADERS_FILE = '_headers';

const rule = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/**
 * The `_headers` file for a static host: one rule for every path (hosts merge the values of rules
 * that match the same path, so the policy is the union of the pages' policies), one for bundles, and
 * the search index's cache rules (`pagefindFiles`: the names at the top of its folder).
 */
export function staticHostHeaders(pagePolicies: string[], pagefindFiles: string[] = []): string {
  return `${[
    rule('/*', {
      ...COMMON_SECURITY_HEADERS,
      'Strict-Transport-Security': HSTS,
      'Content-Security-Policy': contentSecurityPolicy('page', unitePolicies(pagePolicies)),
    }),
    rule(`${HASHED_ASSETS_PATH}*`, { 'Cache-Control': CACHE_IMMUTABLE }),
    ...(pagefindFiles.length > 0
      ? pagefindHeaderRules(pagefindFiles).map(({ path, cacheControl }) =>
          rule(path, { 'Cache-Control': cacheControl }),
        )
      : []),
  ].join('\n')}\n`;
}
