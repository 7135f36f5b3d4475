import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { lastDayLabel } from '../../contracts/courses/status.ts';
import type { Redirect } from '../../contracts/redirects/rules.ts';
import { CATALOGUE_PATH, coursePath } from '../../contracts/routes.ts';
import { byId, defineCollection } from './definition.ts';
import { all } from './entries.ts';
import { OFFERED_COURSE } from './fragments.ts';
import type { RetiredCoursesQueryResult } from './sanity.types.ts';
import { ContentValidationError } from './validate.ts';

/**
 * Superseded and withdrawn courses past their last day ($today is the build's): no longer published. Each comes
 * with where its page now sends visitors and every published document that still links to it (a retired course's
 * own replacement link and redirects excepted).
 */
export const retiredCoursesQuery = defineQuery(`*[_type == "course" && !(${OFFERED_COURSE})] | order(_id asc) {
  _id,
  _type,
  code,
  "slug": slug.current,
  "hasDetailPage": coalesce(hasDetailPage, false),
  "lastDay": status.lastDay,
  "replacement": status.replacedBy->{ "slug": slug.current, "hasDetailPage": coalesce(hasDetailPage, false) },
  "categorySlug": category->slug.current,
  "linkedFrom": *[references(^._id) && _type != "redirect" && (_type != "course" || ${OFFERED_COURSE})]{
    _id,
    _type,
    "label": coalesce(code, title, name, _id)
  }
}`);

export const retiredCourseSchema = z.looseObject({
  _id: z.string(),
  code: z.string(),
  slug: z.string(),
  hasDetailPage: z.boolean(),
  lastDay: z.iso.date(),
  replacement: z.object({ slug: z.string(), hasDetailPage: z.boolean() }).nullish(),
  categorySlug: z.string(),
  linkedFrom: z.array(z.object({ _id: z.string(), _type: z.string(), label: z.string() })),
});
type RetiredCourse = z.infer<typeof retiredCourseSchema>;

/** The build stops on content that still links to a course the site no longer publishes, naming the document. */
function checkLinks(courses: RetiredCourse[]): void {
  const problems = courses.flatMap((course) =>
    course.linkedFrom.map(
      (document) =>
        `${document._type} "${document.label}" (${document._id}) links to course "${course.code}" (${course._id}), which takes no new learners since ${lastDayLabel(course.lastDay)} and is no longer published: take the link out`,
    ),
  );
  if (problems.length)
    throw new ContentValidationError(`Links to courses that have left the site:\n  ${problems.join('\n  ')}`);
}

export const retiredCourses = defineCollection({
  query: retiredCoursesQuery,
  schema: retiredCourseSchema,
  id: byId,
  check: checkLinks,
});

/** Where a retired course's page sends visitors for good: its replacement's page, or else its category's. */
export const retiredCourseRedirect = (course: RetiredCourse): Redirect => ({
  id: course._id,
  from: coursePath(course.slug),
  to: course.replacement?.hasDetailPage
    ? coursePath(course.replacement.slug)
    : `${CATALOGUE_PATH}/${course.categorySlug}`,
  permanent: true,
});

/** The redirects of retired courses that had a page, for the redirect table. */
export const getRetiredCourseRedirects = async () =>
  (await all<RetiredCoursesQueryResult[number] & RetiredCourse>('retiredCourses'))
    .filter((course) => course.hasDetailPage)
    .map(retiredCourseRedirect);
