/**
 * Whether a URL the Studio's Preview tool navigates to is the page already shown. The tool answers a page's
 * own report of where it is with the same URL; following it would reload the page, which reports again.
 */
export function isShownPage(url: string, shown: URL): boolean {
  const target = new URL(url, shown);
  return target.origin === shown.origin && target.pathname === shown.pathname && target.search === shown.search;
}

/** The page's address as the Preview tool shows it (path and query; the origin is the tool's own setting). */
export const pageAddress = (shown: URL): string => `${shown.pathname}${shown.search}${shown.hash}`;
