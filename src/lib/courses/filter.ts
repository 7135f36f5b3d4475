import { ALL, type CourseTypeFilter } from '../constants.ts';
import { slugify } from './slug.ts';

export interface CourseFilter {
  search: string;
  /** A category slug, or 'all'. */
  category: string;
  type: CourseTypeFilter;
}

export interface FilterableCourse {
  title: string;
  summary: string;
  targetAudience: string;
  /** The category's name or slug; both compare in slug form. */
  category: string;
  courseType: string;
}

export const NO_FILTER: CourseFilter = { search: '', category: ALL, type: ALL };

/**
 * Spec 5: the search matches case-insensitively against title, summary and target audience; the
 * category compares the slug form; the type compares exactly. 'all' and an empty search match everything.
 */
export function matchesFilter(course: FilterableCourse, filter: CourseFilter): boolean {
  const query = filter.search.trim().toLowerCase();
  const searched =
    query === '' ||
    [course.title, course.summary, course.targetAudience].some((field) => field.toLowerCase().includes(query));
  const inCategory = filter.category === ALL || slugify(course.category) === slugify(filter.category);
  const ofType = filter.type === ALL || course.courseType === filter.type;
  return searched && inCategory && ofType;
}

export const filterCourses = <T extends FilterableCourse>(courses: readonly T[], filter: CourseFilter): T[] =>
  courses.filter((course) => matchesFilter(course, filter));

export const isFiltered = (filter: CourseFilter) =>
  filter.search.trim() !== '' || filter.category !== ALL || filter.type !== ALL;
