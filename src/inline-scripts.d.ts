// The code of the scripts pages carry inline: src/integrations/inline-scripts/inline-scripts.ts.
declare module 'virtual:northwind/inline-scripts' {
  /** src/scripts/header.ts and all it imports, as one classic script. */
  export const HEADER_SCRIPT: string;
  /** src/scripts/legacy-catalogue-redirect.ts and all it imports. */
  export const LEGACY_CATALOGUE_REDIRECT_SCRIPT: string;
  /** src/scripts/unknown-catalogue-page.ts and all it imports. */
  export const UNKNOWN_CATALOGUE_PAGE_SCRIPT: string;
  /** src/scripts/pd-session-dates.ts and all it imports. */
  export const PD_SESSION_DATES_SCRIPT: string;
  /** src/scripts/search-page.ts and all it imports. */
  export const SEARCH_PAGE_SCRIPT: string;
  /** src/scripts/compare-page-start.ts and all it imports. */
  export const COMPARE_PAGE_SCRIPT: string;
  /** src/scripts/shortlist-page-start.ts and all it imports. */
  export const SHORTLIST_PAGE_SCRIPT: string;
}
