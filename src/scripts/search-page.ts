// Runs inline where the search page names it (src/pages/search.astro), as the page is parsed, just after the panel: no
// script file to wait for, so the search box shows with the page's first paint.
import { loadPagefind } from '../lib/search/pagefind';
import { queryFromSearch } from '../lib/search/query';
import { SEARCH_QUERY_PARAM } from '../../contracts/search/record';
import { bindSearchPanel } from './search-panel';

const page = document.querySelector<HTMLElement>('[data-search-page]');
const root = page?.querySelector<HTMLElement>('[data-search-panel]');
if (page && root) {
  page.classList.remove('invisible');
  const panel = bindSearchPanel(root, {
    load: loadPagefind,
    // The address keeps the query, so it can be shared and Back returns to it.
    onSearch: (query) => {
      const url = new URL(window.location.href);
      if (query) url.searchParams.set(SEARCH_QUERY_PARAM, query);
      else url.searchParams.delete(SEARCH_QUERY_PARAM);
      history.replaceState(null, '', url);
    },
  });
  panel.setQuery(queryFromSearch(window.location.search, SEARCH_QUERY_PARAM));
  panel.focus();
}
