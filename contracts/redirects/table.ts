import type { ResolvedRedirect } from './rules.ts';

/**
 * The resolved redirects as the build writes them into a release: a JSON table the publisher answers from, and
 * `_redirects` for static hosts that read one (Netlify, Cloudflare Pages). `docs/publishing.md` turns the table into
 * an nginx `map` for the rest.
 */
export const REDIRECTS_TABLE_PATH = '/redirects.json';
export const STATIC_HOST_REDIRECTS_FILE = '_redirects';

export interface RedirectTable {
  redirects: ResolvedRedirect[];
}

/** `_redirects`: one "from to status" line per redirect. */
export const staticHostRedirects = (table: RedirectTable) =>
  table.redirects.map(({ from, to, status }) => `${from} ${to} ${status}\n`).join('');

const isResolved = (value: unknown): value is ResolvedRedirect => {
  const entry = value as Partial<ResolvedRedirect> | null;
  return (
    typeof entry?.id === 'string' &&
    typeof entry.from === 'string' &&
    entry.from.startsWith('/') &&
    typeof entry.to === 'string' &&
    entry.to.startsWith('/') &&
    !entry.to.startsWith('//') &&
    (entry.status === 301 || entry.status === 302)
  );
};

/** The table from the file's text; throws when it is not one the build writes. */
export function parseRedirectTable(text: string): RedirectTable {
  const parsed = JSON.parse(text) as { redirects?: unknown };
  if (!Array.isArray(parsed.redirects) || !parsed.redirects.every(isResolved))
    throw new Error(`${REDIRECTS_TABLE_PATH} is not a table of redirects`);
  return { redirects: parsed.redirects };
}

/** Where a request's path goes, or null: the path as the site writes it (no slash at the end), the query kept. */
export function redirectFor(
  lookup: ReadonlyMap<string, ResolvedRedirect>,
  url: URL,
): { location: string; status: 301 | 302 } | null {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const found = lookup.get(path);
  if (!found) return null;
  const keepsQuery = url.search && !/[?#]/.test(found.to);
  return { location: keepsQuery ? `${found.to}${url.search}` : found.to, status: found.status };
}
