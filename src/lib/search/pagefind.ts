import { PAGEFIND_PATH } from '../../../contracts/search/record.ts';
import type { ResultData } from './results.ts';

/** The part of Pagefind's browser API the site uses (pagefind.js, written by the build, not bundled). */
export interface PagefindSearch {
  results: { id: string; data(): Promise<ResultData> }[];
  /** Counts per filter value for the query before any filter narrows it. */
  totalFilters: Record<string, Record<string, number>>;
}

export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** Loads the filter chunks; searches count filter values only once they are loaded. */
  filters(): Promise<Record<string, Record<string, number>>>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch>;
  /** Loads the index chunks a search for `term` needs, and searches nothing. */
  preload(term: string): Promise<void>;
}

/**
 * Ranking: matches in titles and codes (weighted in the markup) decide, and long pages that mention a
 * word often do not outrank a short page about it.
 */
const RANKING = { termFrequency: 0.6, pageLength: 0.4, termSaturation: 1.2, termSimilarity: 6 };
const EXCERPT_WORDS = 24;

let loading: Promise<Pagefind> | null = null;

/** Loads Pagefind once, when search is first opened; a failed load (offline) is tried again next time. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* @vite-ignore */ `${PAGEFIND_PATH}pagefind.js`)) as Pagefind;
    await pagefind.options({ ranking: RANKING, excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    await pagefind.filters();
    return pagefind;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
