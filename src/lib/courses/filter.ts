import { ALL, CATALOGUE_STARTING_PARAM, CATALOGUE_TYPE_PARAM } from '../../../contracts/routes.ts';
import { matchesStartingWithin, toStartingWithin, type StartingWithin } from '../intakes/starting-within.ts';
import { slugify } from '../../../contracts/rules/slug.ts';

export const COURSE_TYPE_FILTERS = [
  { value: 'all', label: 'All Course Types' },
  { value: 'unit', label: 'Units of Competency' },
  { value: 'qualification', label: 'Full Qualifications' },
] as const;

export type CourseTypeFilter = (typeof COURSE_TYPE_FILTERS)[number]['value'];

export interface CourseFilter {
  search: string;
  /** A category slug, or 'all'. */
  category: string;
  type: CourseTypeFilter;
  /** "Starting within": this-month, 3-months or 'all'. */
  starting: StartingWithin;
}

export interface FilterableCourse {
  title: string;
  summary: string;
  targetAudience: string;
  /** The category's name or slug; both compare in slug form. */
  category: string;
  courseType: string;
  /** The "Starting within" windows the course can start in (windowsOf). */
  starting: readonly string[];
}

/** A course as the catalogue island knows it: the searched fields, and the id of its server-rendered card. */
export interface CatalogueEntry extends FilterableCourse {
  id: string;
}

export const NO_FILTER: CourseFilter = { search: '', category: ALL, type: ALL, starting: ALL };

/**
 * Spec 5: the search matches case-insensitively against title, summary and target audience; the
 * category compares the slug form; the type compares exactly. "Starting within" keeps the courses that can start
 * in its window. 'all' and an empty search match everything.
 */
export function matchesFilter(course: FilterableCourse, filter: CourseFilter): boolean {
  const query = filter.search.trim().toLowerCase();
  const searched =
    query === '' ||
    [course.title, course.summary, course.targetAudience].some((field) => field.toLowerCase().includes(query));
  const inCategory = filter.category === ALL || slugify(course.category) === slugify(filter.category);
  const ofType = filter.type === ALL || course.courseType === filter.type;
  return searched && inCategory && ofType && matchesStartingWithin(course.starting, filter.starting);
}

export const filterCourses = <T extends FilterableCourse>(courses: readonly T[], filter: CourseFilter): T[] =>
  courses.filter((course) => matchesFilter(course, filter));

export const isFiltered = (filter: CourseFilter) =>
  filter.search.trim() !== '' || filter.category !== ALL || filter.type !== ALL || filter.starting !== ALL;

/** A type filter value, or 'all' for anything it does not know. */
export const toTypeFilter = (value: string | null | undefined): CourseTypeFilter =>
  COURSE_TYPE_FILTERS.find((option) => option.value === value?.trim())?.value ?? ALL;

/** The type filter named by ?type=; anything it does not know reads as 'all'. */
export const typeFromSearch = (search: string): CourseTypeFilter =>
  toTypeFilter(new URLSearchParams(search).get(CATALOGUE_TYPE_PARAM));

/** The "Starting within" window named by ?starting=; anything it does not know reads as 'all'. */
export const startingFromSearch = (search: string): StartingWithin =>
  toStartingWithin(new URLSearchParams(search).get(CATALOGUE_STARTING_PARAM));
