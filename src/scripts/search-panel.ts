import type { Pagefind } from '../lib/search/pagefind';
import { cleanQuery } from '../lib/search/query';
import { SEARCH_FILTERS, type SearchFilterName } from '../../contracts/search/record';
import { filterOptions, groupHits, resultsStatus, toHit, type HitGroup } from '../lib/search/results';
import type { ExcerptPart } from '../lib/search/excerpt';

/** Short enough to feel instant, long enough not to search on every letter of a fast typist. */
const DEBOUNCE_MS = 50;
/** Results whose text is fetched and shown; the status still counts them all. */
const SHOWN_RESULTS = 12;

const FILTER_LABELS: Record<SearchFilterName, string> = { kind: 'Kind', category: 'Category', delivery: 'Delivery' };

export interface SearchPanel {
  focus(): void;
  /** Starts loading the index before the first key. */
  warm(): void;
  setQuery(query: string): void;
}

export interface SearchPanelOptions {
  load: () => Promise<Pagefind>;
  /** Told the cleaned query after each search, '' when cleared (the search page keeps it in its URL). */
  onSearch?: (query: string) => void;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function part<T extends HTMLElement>(root: HTMLElement, name: string): T {
  const found = root.querySelector<T>(`[data-search-${name}]`);
  if (!found) throw new Error(`The search panel has no [data-search-${name}].`);
  return found;
}

/** Text with its matches marked, as text nodes and <mark> elements. */
function appendParts(parent: HTMLElement, parts: ExcerptPart[]): void {
  for (const piece of parts)
    parent.append(
      piece.marked ? element('mark', 'rounded-sm bg-amber-100 px-0.5 text-navy-900', piece.text) : piece.text,
    );
}

/** Renders results and filters with text nodes only: nothing a page or a visitor typed becomes markup. */
function renderGroups(list: HTMLElement, groups: HitGroup[], headingLevel: number): void {
  list.replaceChildren(
    ...groups.map((group) => {
      const section = element('section', 'mt-4 first:mt-0');
      const tag = headingLevel === 2 ? 'h2' : 'h3';
      const heading = element(tag, 'px-3 text-xs font-bold tracking-widest text-slate-600 uppercase', group.heading);
      const items = element('ul', 'mt-1 space-y-1');
      for (const hit of group.hits) {
        const link = element(
          'a',
          'block rounded-xl px-3 py-2.5 hover:bg-mist-50 focus-visible:bg-mist-50 focus-visible:outline-offset-0',
        );
        link.href = hit.url;
        link.dataset.searchHit = '';
        const line = element('span', 'flex flex-wrap items-baseline gap-x-2');
        if (hit.code)
          line.append(element('span', 'text-xs font-semibold tracking-wide text-teal-700 uppercase', hit.code));
        const title = element('span', 'font-semibold text-navy-900');
        title.dataset.searchTitle = '';
        appendParts(title, hit.titleParts);
        line.append(title);
        const excerpt = element('span', 'mt-0.5 line-clamp-2 text-sm text-slate-700');
        excerpt.dataset.searchExcerpt = '';
        appendParts(excerpt, hit.excerpt);
        link.append(line, excerpt);
        // The intake is the line the course shows ("Next intake: …" or "Start any time"), not a bare date.
        const facts = [hit.price, hit.intake].filter(Boolean).join(' · ');
        if (facts) link.append(element('span', 'mt-0.5 block text-sm font-semibold text-navy-900', facts));
        const item = element('li', '');
        item.append(link);
        items.append(item);
      }
      section.append(heading, items);
      return section;
    }),
  );
}

/** Binds a search panel's markup (SearchPanel.astro) to Pagefind. */
export function bindSearchPanel(root: HTMLElement, { load, onSearch }: SearchPanelOptions): SearchPanel {
  const form = part<HTMLFormElement>(root, 'form');
  const input = part<HTMLInputElement>(root, 'input');
  const filters = part<HTMLElement>(root, 'filters');
  const status = part<HTMLElement>(root, 'status');
  const results = part<HTMLElement>(root, 'results');
  const empty = part<HTMLElement>(root, 'empty');
  const unavailable = part<HTMLElement>(root, 'unavailable');
  const headingLevel = root.dataset.headingLevel === '2' ? 2 : 3;
  const selected: Record<SearchFilterName, string | null> = { kind: null, category: null, delivery: null };
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const hitLinks = () => [...results.querySelectorAll<HTMLAnchorElement>('a[data-search-hit]')];

  const show = (state: 'idle' | 'results' | 'empty' | 'unavailable') => {
    empty.hidden = state !== 'empty';
    unavailable.hidden = state !== 'unavailable';
    filters.hidden = (state !== 'results' && state !== 'empty') || filters.childElementCount === 0;
    if (state !== 'results') results.replaceChildren();
  };

  const renderFilters = (totals: Record<string, Record<string, number>>) => {
    filters.replaceChildren(
      ...SEARCH_FILTERS.flatMap((name) => {
        const options = filterOptions(totals[name], selected[name]);
        if (options.length === 0) return [];
        const group = element('div', 'flex flex-wrap items-center gap-1.5');
        group.setAttribute('role', 'group');
        group.setAttribute('aria-label', `Filter by ${FILTER_LABELS[name].toLowerCase()}`);
        group.append(element('span', 'mr-1 text-xs font-semibold text-slate-600', FILTER_LABELS[name]));
        for (const option of options) {
          const button = element(
            'button',
            'min-h-8 cursor-pointer rounded-full border border-mist-200 px-3 text-sm text-slate-700 hover:border-teal-700 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white',
          );
          button.type = 'button';
          button.setAttribute('aria-pressed', String(option.selected));
          button.append(`${option.value} `, element('span', 'font-semibold', `(${option.count})`));
          button.addEventListener('click', () => {
            selected[name] = option.selected ? null : option.value;
            void run();
          });
          group.append(button);
        }
        return [group];
      }),
    );
  };

  async function run(): Promise<void> {
    clearTimeout(timer);
    const query = cleanQuery(input.value);
    const current = ++latest;
    if (!query) {
      status.textContent = '';
      show('idle');
      onSearch?.('');
      return;
    }
    try {
      const pagefind = await load();
      const active = Object.fromEntries(
        SEARCH_FILTERS.flatMap((name) => (selected[name] ? [[name, selected[name]]] : [])),
      );
      const search = await pagefind.search(query, { filters: active });
      const data = await Promise.all(search.results.slice(0, SHOWN_RESULTS).map((result) => result.data()));
      if (current !== latest) return;
      renderFilters(search.totalFilters);
      status.textContent = resultsStatus(search.results.length, query);
      if (data.length === 0) return show('empty');
      show('results');
      renderGroups(results, groupHits(data.map(toHit)), headingLevel);
      onSearch?.(query);
    } catch {
      if (current !== latest) return;
      status.textContent = 'Search is unavailable right now.';
      show('unavailable');
    }
  }

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), DEBOUNCE_MS);
    // The index's chunks for what is typed so far load while the visitor types, not after the pause (Pagefind's
    // advice): the search that follows finds them loaded. A failure here is the search's to report.
    const query = cleanQuery(input.value);
    if (query)
      void load()
        .then((pagefind) => pagefind.preload(query))
        .catch(() => undefined);
  };

  input.addEventListener('input', schedule);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const first = hitLinks()[0];
    if (first) window.location.assign(first.href);
    else void run();
  });
  // Arrow keys move between the input and the results; Enter on a result follows its link.
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = hitLinks();
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = at === -1 ? (step === 1 ? links[0] : null) : at + step < 0 ? input : links[at + step];
    if (!next) return;
    event.preventDefault();
    next.focus();
  });

  return {
    focus: () => input.focus(),
    warm: () => void load().catch(() => undefined),
    setQuery(query) {
      input.value = query;
      void run();
    },
  };
}
