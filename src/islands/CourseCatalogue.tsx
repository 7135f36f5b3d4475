import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../components/icons/Icon';
import { useTypedBeforeHydration } from '../components/forms/use-typed-before-hydration';
import { ALL, catalogueUrl } from '../../contracts/routes';
import { COURSE_BUTTONS } from '../lib/courses/buttons';
import { CATALOGUE_EMPTY } from '../lib/courses/catalogue-text';
import {
  COURSE_TYPE_FILTERS,
  filterCourses,
  isFiltered,
  startingFromSearch,
  toTypeFilter,
  typeFromSearch,
  type CatalogueEntry,
  type CourseFilter,
} from '../lib/courses/filter';
import { CARD_POSITION_PROPERTY } from '../lib/courses/stagger';
import { STARTING_FILTER_NAME, STARTING_WITHIN, toStartingWithin } from '../lib/intakes/starting-within';
import { buttonClass } from '../lib/ui/buttons';

export interface CatalogueCategory {
  slug: string;
  name: string;
  pageTitle: string;
  description: string;
  /** The document title of the category page. */
  documentTitle: string;
}

interface Props {
  /** What it filters by; the cards themselves are server-rendered in the list with id `gridId`. */
  courses: CatalogueEntry[];
  gridId: string;
  categories: CatalogueCategory[];
  /** The category of the route, or 'all' on /courses. */
  initialCategory: string;
  /** The document title of /courses. */
  catalogueDocumentTitle: string;
}

const control =
  'h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-[0.95rem] text-slate-800 shadow-sm transition-colors hover:border-slate-400 focus:border-teal-600 focus:outline-2 focus:outline-offset-0 focus:outline-teal-600';
const label = 'mb-1.5 block text-sm font-semibold text-navy-900';

interface FilterSelectProps {
  id: string;
  name: keyof CourseFilter;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function FilterSelect({ id, name, label: text, value, onChange, children }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${control} appearance-none pr-10`}
        >
          {children}
        </select>
        <Icon
          name="chevronDown"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}

/**
 * Shows the cards of the server-rendered list that pass the filter, in their order, each shown card taking its
 * place in the entrance stagger. A card shown again starts its entrance anew (it was display: none).
 */
function showCards(grid: HTMLElement | null, visible: readonly CatalogueEntry[]) {
  const positions = new Map(visible.map((course, index) => [course.id, index]));
  for (const item of grid?.querySelectorAll<HTMLElement>('[data-course-id]') ?? []) {
    const position = positions.get(item.dataset.courseId ?? '');
    item.hidden = position === undefined;
    if (position !== undefined) item.style.setProperty(CARD_POSITION_PROPERTY, String(position));
  }
}

/**
 * The catalogue's search, category and type filters (spec 2.5, 4, 5). The server renders every card, those
 * outside the route's category hidden, so the list reads without JavaScript; here it filters them from a small
 * index rather than rendering them again from props, which kept every card's data in the page twice.
 */
export default function CourseCatalogue({
  courses,
  gridId,
  categories,
  initialCategory,
  catalogueDocumentTitle,
}: Props) {
  const [filter, setFilter] = useState<CourseFilter>({
    search: '',
    category: initialCategory,
    type: ALL,
    starting: ALL,
  });
  const [ready, setReady] = useState(false);
  const ids = useId();
  const filters = useRef<HTMLDivElement>(null);
  // Set by a change the address follows; the address changes once the filter has.
  const routeNext = useRef(false);

  // The type and start window live in the query, which the static server HTML cannot know: read them once hydrated,
  // before what the visitor chose meanwhile (below) is taken over them.
  useLayoutEffect(() => {
    const search = window.location.search;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first render must match the server HTML; the URL is read after hydration
    setFilter((current) => ({ ...current, type: typeFromSearch(search), starting: startingFromSearch(search) }));
    setReady(true);
  }, []);

  const visible = useMemo(() => filterCourses(courses, filter), [courses, filter]);
  useEffect(() => showCards(document.getElementById(gridId), visible), [gridId, visible]);
  const category = categories.find((entry) => entry.slug === filter.category);

  // Category, type and start window are part of the address (by replacement, so Back leaves the catalogue); the
  // search is not.
  const route = ({ category, type, starting }: CourseFilter) => {
    window.history.replaceState(
      window.history.state,
      '',
      `${catalogueUrl(category, type, starting)}${window.location.hash}`,
    );
    document.title = categories.find((entry) => entry.slug === category)?.documentTitle ?? catalogueDocumentTitle;
  };

  // Not before the render that has read the address: hydration's own effects run before it.
  useEffect(() => {
    if (!ready || !routeNext.current) return;
    routeNext.current = false;
    route(filter);
    // The address follows the filter only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filter, ready]);

  const choose = (next: Partial<CourseFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    if (next.search === undefined) routeNext.current = true;
  };

  const clear = () => {
    setFilter({ search: '', category: ALL, type: ALL, starting: ALL });
    routeNext.current = true;
  };

  // What was typed or chosen before hydration, applied as if it had been chosen now.
  useTypedBeforeHydration(filters, (control) => {
    if (control.kind === 'checked') {
      if (control.name === STARTING_FILTER_NAME && control.checked)
        choose({ starting: toStartingWithin(control.value) });
    } else if (control.name === 'search') choose({ search: control.value });
    else if (control.name === 'category') choose({ category: control.value });
    else if (control.name === 'type') choose({ type: toTypeFilter(control.value) });
  });

  return (
    <div>
      <div
        ref={filters}
        role="search"
        aria-label="Filter courses"
        className="grid gap-4 rounded-2xl border border-mist-200 bg-white p-4 shadow-sm sm:p-5 md:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
      >
        <div className="md:col-span-2 lg:col-span-1">
          <label htmlFor={`${ids}-search`} className={label}>
            Search courses
          </label>
          <div className="relative">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id={`${ids}-search`}
              name="search"
              type="search"
              value={filter.search}
              onChange={(event) => choose({ search: event.target.value })}
              placeholder="Title, topic or role"
              autoComplete="off"
              className={`${control} pl-10`}
            />
          </div>
        </div>
        <FilterSelect
          id={`${ids}-category`}
          name="category"
          label="Category"
          value={filter.category}
          onChange={(category) => choose({ category })}
        >
          <option value={ALL}>All Categories</option>
          {categories.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {entry.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id={`${ids}-type`}
          name="type"
          label="Course type"
          value={filter.type}
          onChange={(type) => choose({ type: toTypeFilter(type) })}
        >
          {COURSE_TYPE_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FilterSelect>
        <button
          type="button"
          onClick={clear}
          disabled={!ready || !isFiltered(filter)}
          className={`${buttonClass('secondary', 'md')} h-12 md:col-span-2 lg:col-span-1`}
        >
          <Icon name="close" className="size-4" />
          {COURSE_BUTTONS.clearFilters}
        </button>
        {/* Without JavaScript the page's style hides the cards outside the chosen window. */}
        <fieldset className="flex md:col-span-2 lg:col-span-4 flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="float-left mr-2 text-sm font-semibold text-navy-900">Starting within</legend>
          {STARTING_WITHIN.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 has-checked:border-teal-700 has-checked:bg-teal-700/10 has-focus-visible:outline-2 has-focus-visible:outline-teal-600"
            >
              <input
                type="radio"
                name={STARTING_FILTER_NAME}
                value={option.value}
                checked={filter.starting === option.value}
                onChange={(event) => choose({ starting: toStartingWithin(event.target.value) })}
                className="size-4 accent-teal-700"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </div>

      {category && (
        <div className="mt-8 max-w-3xl">
          <h3 className="text-xl font-bold text-navy-900">{category.pageTitle}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{category.description}</p>
        </div>
      )}

      <p data-testid="course-count" aria-live="polite" className="mt-6 text-sm font-medium text-slate-600">
        Showing {visible.length} of {courses.length} courses
      </p>

      {visible.length === 0 && (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-mist-50 px-6 py-14 text-center">
          <Icon name="search" className="mx-auto size-10 text-slate-400" />
          <p className="mt-4 text-lg font-semibold text-navy-900">{CATALOGUE_EMPTY.title}</p>
          <p className="mt-1 text-slate-600">{CATALOGUE_EMPTY.hint}</p>
        </div>
      )}
    </div>
  );
}
