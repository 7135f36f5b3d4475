import type {} from './sanity.types.ts';

export type QueryParams = Record<string, unknown>;

/** Where GROQ runs: the embedded dataset or a Sanity project. Pages never know which. */
export interface ContentBackend {
  name: 'local' | 'live';
  fetch<T>(query: string, params?: QueryParams): Promise<T>;
}

/**
 * Runs one of the site's queries, typed by the result `npm run typegen` generated for it. A query whose text
 * changed since then is no key of SanityQueries, so typecheck fails until the types are generated again.
 */
export const fetchQuery = <Q extends keyof SanityQueries>(backend: ContentBackend, query: Q, params?: QueryParams) =>
  backend.fetch<SanityQueries[Q]>(query, params);
