/**
 * What a search result is and the names its metadata and filters carry, written once for the pages
 * that mark themselves up for Pagefind, the indexer and the search UI. `.ts` imports only.
 */

/** A result's kind, in the order the UI groups them. */
export const SEARCH_KINDS = ['Course', 'PD session', 'Policy', 'Page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Pagefind metadata (shown on a result) and filters (counted and narrowed by), by name. */
export const SEARCH_FIELD = {
  kind: 'kind',
  code: 'code',
  category: 'category',
  type: 'type',
  price: 'price',
  intake: 'intake',
  delivery: 'delivery',
} as const;

/** The filters the UI offers, in order. */
export const SEARCH_FILTERS = [SEARCH_FIELD.kind, SEARCH_FIELD.category, SEARCH_FIELD.delivery] as const;
export type SearchFilterName = (typeof SEARCH_FILTERS)[number];

/** Words inside titles and codes count this much more than body text (Pagefind's default h1 weight is 7). */
export const TITLE_WEIGHT = 10;

/** `data-pagefind-meta` / `-filter` value that sets a field without showing it on the page. */
export const fixedValue = (field: string, value: string) => `${field}:${value}`;

/**
 * Marks a piece of a page as a search record of its own, at `url`: used for catalogue entries without a
 * page and PD sessions, which live on the catalogue page. The indexer splits them out.
 */
export const SEARCH_RECORD_ATTRIBUTE = 'data-search-record';

/** Where Pagefind writes the index in the build, and the URL it is served from. */
export const PAGEFIND_FOLDER = 'pagefind';
export const PAGEFIND_PATH = `/${PAGEFIND_FOLDER}/`;
/** The route of the search page, for `?q=` links and visitors without JavaScript. */
export const SEARCH_PATH = '/search';
export const SEARCH_QUERY_PARAM = 'q';

/** The attribute that makes an element a record of its own at `url`; nothing when it has none. */
export const searchRecordAttribute = (url: string | null): Record<string, string> =>
  url ? { [SEARCH_RECORD_ATTRIBUTE]: url } : {};
