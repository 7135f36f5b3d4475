import { CATALOGUE_FILTER_PARAM, CATALOGUE_PATH, POLICY_PATH_PREFIX } from '../constants.ts';

/** The route of a page path as the router sees it: no `.html`, no trailing slash, "/" for the home page. */
export function routeOf(pathname: string): string {
  const trimmed = pathname.replace(/\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' || trimmed === '/index' ? '/' : trimmed;
}

export const policyPath = (brandSlug: string, slug: string) => `${POLICY_PATH_PREFIX}${brandSlug}/${slug}`;

export const isPolicyRoute = (route: string) => route.startsWith(POLICY_PATH_PREFIX);

export const isCatalogueRoute = (route: string) => route === CATALOGUE_PATH || route.startsWith(`${CATALOGUE_PATH}/`);

const BASE = 'https://site.invalid';

/**
 * The page an internal link shows: its route, with the legacy catalogue filter (/courses?filter=x)
 * read as the category page it redirects to. Null for external links and in-page anchors, which
 * never mark a page as current.
 */
export function pageOfHref(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = new URL(href, BASE);
  const route = routeOf(url.pathname);
  const filter = url.searchParams.get(CATALOGUE_FILTER_PARAM);
  if (route === CATALOGUE_PATH && filter && filter !== 'all') return `${CATALOGUE_PATH}/${filter}`;
  if (url.hash && url.search === '') return null;
  return route;
}

export const isCurrentHref = (href: string, route: string) => pageOfHref(href) === route;
