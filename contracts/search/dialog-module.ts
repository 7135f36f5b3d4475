/**
 * The search dialog's code, loaded when search is first opened (src/integrations/lazy-modules/): its source address,
 * which the build replaces in each page with its bundled file's.
 */
export const SEARCH_DIALOG_MODULE = '/src/scripts/search-dialog.ts';
