import { SITE_FOLDERS, SITE_PAGES } from '../site-paths.ts';

/** "in /account, which…" when `path` is in a folder the site answers whole, "the page /about" for one of its pages. */
export function fixedPageAt(path: string): string | null {
  const folder = SITE_FOLDERS.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (folder) return `in ${folder}, which the site answers itself`;
  return SITE_PAGES.includes(path) ? `the page ${path}` : null;
}
