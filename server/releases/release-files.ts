import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { APPLY_DATA_PATH } from '../../contracts/applications/apply-routes.ts';
import { pageCspFromHtml } from '../../contracts/security/headers.ts';
import { STATIC_HOST_HEADERS_FILE } from '../../contracts/security/static-host-headers.ts';

export type Encoding = 'br' | 'gzip';

export interface ReleaseFile {
  /** Path inside the release folder, with forward slashes. */
  path: string;
  /** Precompressed siblings (`.br`, `.gz`), by encoding. */
  encoded: Partial<Record<Encoding, string>>;
  /** A page's policy as its build wrote it into the `<meta>`; null for other files or a page without one. */
  csp: string | null;
  page: boolean;
}

const ENCODED_SUFFIX: Record<string, Encoding> = { '.br': 'br', '.gz': 'gzip' };
/** The not-found page is answered for unknown paths, with status 404; it has no URL of its own. */
export const NOT_FOUND_PAGE = '404.html';
/**
 * Files for the host, not for visitors: host configuration, anything hidden (the release manifest) and the course
 * data the build writes for the publisher's applications (it names each intake's aXcelerate instance).
 */
const isPrivate = (name: string) =>
  name.startsWith('.') ||
  name === STATIC_HOST_HEADERS_FILE ||
  name === '_redirects' ||
  name === NOT_FOUND_PAGE ||
  `/${name}` === APPLY_DATA_PATH;
// Read a chunk at a time: the CSP meta follows whatever JSON-LD a page describes itself with in its <head> (a
// category page lists each of its courses), so it can be anywhere there.
const CHUNK_BYTES = 16 * 1024;

/** A page's policy, from its `<meta>`; null when its `<head>` has none. */
export function pagePolicy(file: string): string | null {
  const fd = openSync(file, 'r');
  try {
    const chunks: Buffer[] = [];
    for (let position = 0; ;) {
      const chunk = Buffer.alloc(CHUNK_BYTES);
      const read = readSync(fd, chunk, 0, CHUNK_BYTES, position);
      if (read === 0) return null;
      chunks.push(chunk.subarray(0, read));
      position += read;
      const head = Buffer.concat(chunks).toString('utf8');
      const policy = pageCspFromHtml(head);
      if (policy !== null || head.includes('</head>')) return policy;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * The URLs a release answers, indexed once when it goes live: `/about` and `/about.html` are
 * `about.html`, `/` is `index.html`. The index only names files; a request opens its file, unless a copy is held
 * from an earlier answer (`held-files.ts`), so a file that has since gone is a plain miss, never a crash.
 */
export function indexRelease(dir: string): Map<string, ReleaseFile> {
  const urls = new Map<string, ReleaseFile>();
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const names = new Set(entries.map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')));
  for (const path of names) {
    const suffix = extname(path);
    if (ENCODED_SUFFIX[suffix] && names.has(path.slice(0, -suffix.length))) continue;
    if (path.split('/').some(isPrivate)) continue;
    const encoded: ReleaseFile['encoded'] = {};
    for (const [variantSuffix, encoding] of Object.entries(ENCODED_SUFFIX)) {
      if (names.has(path + variantSuffix)) encoded[encoding] = path + variantSuffix;
    }
    const page = suffix === '.html';
    const file: ReleaseFile = { path, encoded, page, csp: page ? pagePolicy(join(dir, path)) : null };
    urls.set(`/${path}`, file);
    if (page) urls.set(path === 'index.html' ? '/' : `/${path.slice(0, -'.html'.length)}`, file);
  }
  return urls;
}
