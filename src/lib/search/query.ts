/** Longer queries are cut: no title or code is anywhere near this long, and the index stays fast. */
export const MAX_QUERY_LENGTH = 100;

/** The query as searched: spaces collapsed and trimmed, cut to a sane length; empty means no search. */
export const cleanQuery = (raw: string): string => raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();

/** The `?q=` of a search page URL; a broken percent-encoding gives what the browser could read, never an error. */
export function queryFromSearch(search: string, param: string): string {
  try {
    return new URLSearchParams(search).get(param) ?? '';
  } catch {
    return '';
  }
}
