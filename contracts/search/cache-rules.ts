/**
 * How Pagefind's files are cached, for the publisher and the static host's `_headers` alike. Its
 * fixed-name files (pagefind.js, pagefind-entry.json, the WebAssembly) name the current index, so they
 * are checked on every use; the chunks they point to are named by their content, so they never change.
 * A browser therefore either has one release's entry and that release's chunks, or the next release's:
 * two indexes are never mixed. `.ts` imports only: the publisher imports it.
 */
import { CACHE_IMMUTABLE } from '../security/headers.ts';
import { PAGEFIND_PATH } from './record.ts';

export const CACHE_NO_CACHE = 'no-cache';
/** Folders whose every file is named by its content hash. */
const HASHED_FOLDERS = ['index', 'fragment', 'filter'];
const HASHED_FILE = new RegExp(
  `^${PAGEFIND_PATH}(?:(?:${HASHED_FOLDERS.join('|')})/[^/]+|pagefind\\.[^/]+\\.pf_meta)$`,
);

export const isPagefindPath = (pathname: string) => pathname.startsWith(PAGEFIND_PATH);
export const isHashedPagefindFile = (pathname: string) => HASHED_FILE.test(pathname);

/** The Cache-Control of a Pagefind file; null for any other path. */
export function pagefindCacheControl(pathname: string): string | null {
  if (!isPagefindPath(pathname)) return null;
  return isHashedPagefindFile(pathname) ? CACHE_IMMUTABLE : CACHE_NO_CACHE;
}

/**
 * `_headers` rules for the index: a splat per hashed folder and one exact path per top-level file, so
 * no two rules match one file (hosts join the values of every matching rule).
 */
export function pagefindHeaderRules(topLevelFiles: string[]): { path: string; cacheControl: string }[] {
  const folders = HASHED_FOLDERS.map((folder) => ({
    path: `${PAGEFIND_PATH}${folder}/*`,
    cacheControl: CACHE_IMMUTABLE,
  }));
  const files = [...topLevelFiles].sort().map((name) => {
    const path = `${PAGEFIND_PATH}${name}`;
    return { path, cacheControl: pagefindCacheControl(path) ?? CACHE_NO_CACHE };
  });
  return [...folders, ...files];
}
