export type QueryParams = Record<string, unknown>;

/** Where GROQ runs: the embedded dataset or a Sanity project. Pages never know which. */
export interface ContentBackend {
  name: 'local' | 'live';
  fetch<T>(query: string, params?: QueryParams): Promise<T>;
}
