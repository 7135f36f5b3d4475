import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { repeatedSectionProblem } from '../../contracts/pages/once-per-page.ts';
import { pagePathProblem } from '../../contracts/pages/page-path.ts';
import { CALL_TO_ACTION_KINDS } from '../../contracts/pages/call-to-action.ts';
import { pageStatedFactProblems, type PathSegment } from '../../contracts/rules/stated-facts.ts';
import { bySlug, defineCollection } from './definition.ts';
import { all } from './entries.ts';
import { optionalText, pageTextIssues, seoSchema, text, type Guarded } from './fields.ts';
import { LINK_QUERY_PARAMS, OFFERED_COURSE, pageHref, policyBodyProjection } from './fragments.ts';
import type { PagesQueryResult } from './sanity.types.ts';

/**
 * A coordinator's page and its sections. Courses come as ids (the page shows them from the course collection,
 * with their codes and titles as registered); each course's prices and funding programs, and every program's name,
 * come along for the stated-facts rule.
 */
export const pagesQuery = defineQuery(`*[_type == "page"] | order(slug.current asc) {
  _id,
  _type,
  title,
  "slug": slug.current,
  seo{ title, description },
  "sections": coalesce(sections[]{
    _key,
    _type,
    _type == "pageHero" => { eyebrow, heading, lead },
    _type == "pageRichText" => { "body": body[]${policyBodyProjection} },
    _type == "pageCourseList" => {
      heading,
      intro,
      "courseIds": coalesce(courses[]->_id, []),
      "listed": count(courses),
      "categoryId": category->_id
    },
    _type == "pageFaq" => { heading, "items": coalesce(items[]{ _key, question, answer }, []) },
    _type == "pageCallToAction" => {
      heading,
      text,
      buttonLabel,
      kind,
      subject,
      "href": select(kind == "course" => ${pageHref('course')}, kind == "page" => ${pageHref('page')}),
      // As the build's list of courses taking applications (src/pages/apply-courses.json.ts).
      "applyCode": select(
        kind == "apply" && course->applicationsOpen == true && course->hasDetailPage == true
          && course->{ "offered": ${OFFERED_COURSE} }.offered => course->code
      )
    },
    _type == "pageFeeChecker" => { "courseId": course->_id, "funded": count(course->fundingOptions) > 0 },
    _type == "pageIntakes" => {
      heading,
      "courseId": course->_id,
      "categoryId": category->_id,
      "chosen": defined(course) || defined(category)
    },
    _type == "pagePdSessions" => { heading, intro },
    _type == "pageTestimonials" => {
      heading,
      "testimonialIds": coalesce(testimonials[]->_id, [])
    }
  }, []),
  "courseFacts": *[_type == "course"]{
    code,
    price,
    "fundingOptions": coalesce(fundingOptions[]{ price, "program": program->name }, [])
  },
  "fundingPrograms": *[_type == "fundingProgram" && defined(name)].name
}`);

const keyed = { _key: z.string() };

const heroSchema = z.object({
  ...keyed,
  _type: z.literal('pageHero'),
  eyebrow: optionalText,
  heading: text,
  lead: text,
});
const richTextSchema = z.object({
  ...keyed,
  _type: z.literal('pageRichText'),
  // Portable Text is checked block by block by the renderer, which fails on any unmapped type.
  body: z.array(z.object({ _type: z.string(), _key: z.string() }).loose()).min(1),
});
const courseListSchema = z
  .object({
    ...keyed,
    _type: z.literal('pageCourseList'),
    heading: text,
    intro: optionalText,
    courseIds: z.array(z.string().nullable()),
    listed: z.number().nullish(),
    categoryId: z.string().nullish(),
  })
  .superRefine((list, context) => {
    if (list.courseIds.some((id) => id === null))
      context.addIssue({ code: 'custom', path: ['courses'], message: 'A course in the list is not published' });
    if (list.courseIds.length === 0 && !list.categoryId)
      context.addIssue({ code: 'custom', path: ['courses'], message: 'Choose the courses, or a category' });
  });
const faqSchema = z.object({
  ...keyed,
  _type: z.literal('pageFaq'),
  heading: text,
  items: z.array(z.object({ _key: z.string(), question: text, answer: text })).min(1),
});
const callToActionSchema = z
  .object({
    ...keyed,
    _type: z.literal('pageCallToAction'),
    heading: text,
    text: optionalText,
    buttonLabel: text,
    kind: z.enum(CALL_TO_ACTION_KINDS.map((option) => option.value)),
    subject: optionalText,
    href: z.string().nullish(),
    applyCode: z.string().nullish(),
  })
  .superRefine((action, context) => {
    if (action.kind === 'contact' && !action.subject?.trim())
      context.addIssue({ code: 'custom', path: ['subject'], message: 'Write the subject of the message' });
    if (action.kind === 'apply' && !action.applyCode)
      context.addIssue({
        code: 'custom',
        path: ['course'],
        message: 'The course is not open for applications online, has no page of its own, or is not published',
      });
    if ((action.kind === 'course' || action.kind === 'page') && !action.href)
      context.addIssue({
        code: 'custom',
        path: [action.kind],
        message: `The ${action.kind} is not published${action.kind === 'course' ? ', or has no page of its own' : ''}`,
      });
  });

const NOT_PUBLISHED = { code: 'custom', message: 'It is not published, or has left the site' } as const;
const feeCheckerSchema = z
  .object({
    ...keyed,
    _type: z.literal('pageFeeChecker'),
    courseId: z.string().nullish(),
    funded: z.boolean().nullish(),
  })
  .superRefine((checker, context) => {
    if (!checker.courseId) context.addIssue({ ...NOT_PUBLISHED, path: ['course'] });
    else if (!checker.funded)
      context.addIssue({
        code: 'custom',
        path: ['course'],
        message: 'The course has no funding option, so the checker has nothing to work out',
      });
  });
const intakesSchema = z
  .object({
    ...keyed,
    _type: z.literal('pageIntakes'),
    heading: text,
    courseId: z.string().nullish(),
    categoryId: z.string().nullish(),
    chosen: z.boolean(),
  })
  .superRefine((intakes, context) => {
    if (!intakes.chosen)
      context.addIssue({ code: 'custom', path: ['course'], message: 'Choose the course, or a category' });
    else if (!intakes.courseId && !intakes.categoryId) context.addIssue({ ...NOT_PUBLISHED, path: ['course'] });
  });
const pdSessionsSchema = z.object({
  ...keyed,
  _type: z.literal('pagePdSessions'),
  heading: text,
  intro: optionalText,
});
const testimonialsSchema = z
  .object({
    ...keyed,
    _type: z.literal('pageTestimonials'),
    heading: text,
    testimonialIds: z.array(z.string().nullable()).min(1),
  })
  .superRefine((section, context) => {
    if (section.testimonialIds.some((id) => id === null))
      context.addIssue({ ...NOT_PUBLISHED, path: ['testimonials'] });
  });

export const pageSectionSchema = z.discriminatedUnion('_type', [
  heroSchema,
  richTextSchema,
  courseListSchema,
  faqSchema,
  callToActionSchema,
  feeCheckerSchema,
  intakesSchema,
  pdSessionsSchema,
  testimonialsSchema,
]);
export type PageSection = z.infer<typeof pageSectionSchema>;

/** A path with array items named by `_key`, as the build names every other field: by their index. */
function indexedPath(document: unknown, path: PathSegment[]): PropertyKey[] {
  let value = document;
  return path.map((segment) => {
    if (typeof segment !== 'object') {
      value = (value as Record<PropertyKey, unknown> | undefined)?.[segment];
      return segment;
    }
    const items = Array.isArray(value) ? (value as { _key?: string }[]) : [];
    const index = items.findIndex((item) => item._key === segment._key);
    value = items[index];
    return index;
  });
}

export const pageSchema = z
  .looseObject({
    _id: z.string(),
    title: text,
    slug: text,
    seo: seoSchema,
    sections: z.array(pageSectionSchema).min(1),
    courseFacts: z.array(
      z.object({
        code: z.string().nullish(),
        price: z.string().nullish(),
        fundingOptions: z.array(z.object({ price: z.string().nullish(), program: z.string().nullish() })),
      }),
    ),
    fundingPrograms: z.array(z.string()),
  })
  .superRefine((page, context) => {
    const pathProblem = pagePathProblem(page.slug);
    if (pathProblem) context.addIssue({ code: 'custom', path: ['slug'], message: pathProblem });
    const repeated = repeatedSectionProblem(page.sections);
    if (repeated) context.addIssue({ code: 'custom', path: ['sections'], message: repeated });
    for (const issue of pageTextIssues(page, ['seo', 'sections'])) context.addIssue(issue);
    for (const { path, message } of pageStatedFactProblems(page, page.courseFacts, page.fundingPrograms))
      context.addIssue({ code: 'custom', path: indexedPath(page, path), message });
  });
export type Page = Guarded<PagesQueryResult[number], typeof pageSchema>;

export const pages = defineCollection({
  query: pagesQuery,
  schema: pageSchema,
  id: bySlug,
  unique: ['slug'],
  params: LINK_QUERY_PARAMS,
});

export const getPages = () => all<Page>('pages');
