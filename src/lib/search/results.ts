import { excerptParts, markedTitle, withoutTitle, type ExcerptPart } from './excerpt.ts';
import { SEARCH_FIELD, SEARCH_KINDS, type SearchKind } from '../../../contracts/search/record.ts';
import { counted } from '../../../contracts/counted.ts';

/** The part of a Pagefind result's data the UI shows. */
export interface ResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

export interface SearchHit {
  url: string;
  title: string;
  /** The title with the words the query matched marked. */
  titleParts: ExcerptPart[];
  kind: SearchKind;
  code?: string;
  price?: string;
  intake?: string;
  excerpt: ExcerptPart[];
}

export interface HitGroup {
  kind: SearchKind;
  heading: string;
  hits: SearchHit[];
}

const GROUP_HEADINGS: Record<SearchKind, string> = {
  Course: 'Courses',
  'PD session': 'PD sessions',
  Policy: 'Policies and guides',
  Page: 'Pages',
};

const isKind = (value: string | undefined): value is SearchKind => SEARCH_KINDS.some((kind) => kind === value);

/** The site's address of an indexed file: pages are served without `.html` (`trailingSlash: 'never'`). */
export const siteUrl = (url: string): string => url.replace(/(?:\/index)?\.html(?=$|[?#])/, '') || '/';

export function toHit({ url, excerpt, meta }: ResultData): SearchHit {
  const title = meta.title ?? siteUrl(url);
  const parts = excerptParts(excerpt);
  return {
    url: siteUrl(url),
    title,
    titleParts: markedTitle(title, parts),
    kind: isKind(meta[SEARCH_FIELD.kind]) ? (meta[SEARCH_FIELD.kind] as SearchKind) : 'Page',
    code: meta[SEARCH_FIELD.code],
    price: meta[SEARCH_FIELD.price],
    intake: meta[SEARCH_FIELD.intake],
    excerpt: withoutTitle(parts, title, meta[SEARCH_FIELD.code]),
  };
}

/** Hits grouped by kind; the group of the best hit comes first, and Pagefind's order holds inside each group. */
export function groupHits(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<SearchKind, HitGroup>();
  for (const hit of hits) {
    const group = groups.get(hit.kind) ?? { kind: hit.kind, heading: GROUP_HEADINGS[hit.kind], hits: [] };
    group.hits.push(hit);
    groups.set(hit.kind, group);
  }
  return [...groups.values()];
}

export interface FilterOption {
  value: string;
  count: number;
  selected: boolean;
}

/**
 * A filter's values with the query's counts (before any filter narrows it): kinds in the UI's order,
 * others alphabetically; a value the query does not reach is left out unless it is the one selected.
 */
export function filterOptions(counts: Record<string, number> | undefined, selected: string | null): FilterOption[] {
  const known = counts ?? {};
  const values = Object.keys(known).filter((value) => known[value] > 0 || value === selected);
  if (selected && !values.includes(selected)) values.push(selected);
  const rank = (value: string) => (isKind(value) ? SEARCH_KINDS.indexOf(value) : SEARCH_KINDS.length);
  values.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return values.map((value) => ({ value, count: known[value] ?? 0, selected: value === selected }));
}

/** What the live region says after a search. */
export function resultsStatus(count: number, query: string): string {
  if (count === 0) return `No results for “${query}”.`;
  return `${counted(count, 'result')} for “${query}”.`;
}
