import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { COURSE_CODE_MESSAGE, COURSE_CODE_PATTERN } from '../../contracts/rules/course-code.ts';
import { deliveryModesProblem, type StoredDeliveryMode } from '../../contracts/delivery-modes.ts';
import {
  codeTypeProblem,
  durationProblem,
  paymentLinkProblem,
  registeredTitleProblem,
  slugProblem,
} from '../../contracts/rules/course-fields.ts';
import { missingItemMessage, type RequiredCourseField } from '../../contracts/rules/pre-enrolment.ts';
import { PRICE_MESSAGE, PRICE_PATTERN } from '../../contracts/rules/price.ts';
import type { CourseFundingOption } from '../../contracts/funding/model.ts';
import { statedFactProblems, type StatedFactsCourse } from '../../contracts/rules/stated-facts.ts';
import { categoryFragment, categorySchema } from './categories.ts';
import { getFunding, withEligibility } from './funding.ts';
import { checkPathways, pathwaysFragment, pathwaysSchema } from './course-pathways.ts';
import { checkReplacements, courseStatusFragment, courseStatusSchema } from './course-status.ts';
import { bySlug, defineCollection } from './definition.ts';
import { all, inOrder } from './entries.ts';
import { fileFragment, imageFragment, OFFERED_COURSE, unitRefFragment } from './fragments.ts';
import {
  fileSchema,
  httpsUrl,
  imageSchema,
  metaDescription,
  optionalText,
  orderRank,
  text,
  unitRefSchema,
  type Guarded,
} from './fields.ts';
import type { CoursesQueryResult, HomePageQueryResult } from './sanity.types.ts';

/** A course as lists show it (catalogue, home page): everything but the course page's own content. */
export const courseSummaryFragment = /* groq */ `
  _id,
  _type,
  code,
  "slug": slug.current,
  title,
  "category": category->${categoryFragment},
  courseType,
  orderRank,
  summary,
  targetAudience,
  duration,
  price,
  delivery,
  "deliveryModes": coalesce(deliveryModes[]{ mode, location }, []),
  "tags": coalesce(tags, []),
  "isSubsidised": coalesce(isSubsidised, false),
  "applicationsOpen": coalesce(applicationsOpen, false),
  logo${imageFragment},
  "flyer": flyer.${fileFragment},
  stripeLink,
  "hasDetailPage": coalesce(hasDetailPage, false),
  ${pathwaysFragment},
  ${courseStatusFragment}
` as const;

// What Standard 2.1(2)(c) asks a learner to read before enrolling ("Before you enrol").
const preEnrolmentFragment = /* groq */ `
  entryRequirements,
  assessment,
  "locations": coalesce(locations, []),
  scheduling,
  licensingOutcome,
  thirdParties,
  "fundingOptions": coalesce(fundingOptions[]{ "program": program._ref, "programName": program->name, price, concessionPrice }, []),
  feeIncludes,
  paymentTerms,
  additionalCharges,
  learnerProvides,
  workPlacement
` as const;

const courseDetailFragment = /* groq */ `
  metaDescription,
  description,
  "features": coalesce(features, []),
  "benefits": coalesce(benefits, []),
  "approach": coalesce(approach[]{ title, text }, []),
  programDetails{
    learningVolume,
    deliveryMode,
    "deliveryMethods": coalesce(deliveryMethods, []),
    units{ total, core, "electives": coalesce(electives[]{ count, kind }, []) },
    structureNote,
    "coreUnits": coalesce(coreUnits[]${unitRefFragment}, []),
    licensingUnit${unitRefFragment},
    "electiveGroups": coalesce(electiveGroups[]{ title, "units": coalesce(units[]${unitRefFragment}, []) }, [])
  },
  ${preEnrolmentFragment}
` as const;

export const coursesQuery = defineQuery(`*[_type == "course" && ${OFFERED_COURSE}] | order(orderRank asc) {
  ${courseSummaryFragment},
  ${courseDetailFragment}
}`);

export const courseTypes = ['unit', 'qualification'] as const;
export type CourseType = (typeof courseTypes)[number];

const courseSummarySchema = z.looseObject({
  _id: z.string(),
  code: z.string().regex(COURSE_CODE_PATTERN, COURSE_CODE_MESSAGE),
  slug: text,
  title: text,
  category: categorySchema,
  courseType: z.enum(courseTypes),
  orderRank,
  summary: text,
  targetAudience: text,
  duration: text,
  price: z.string({ error: missingItemMessage('price') }).regex(PRICE_PATTERN, PRICE_MESSAGE),
  delivery: text,
  deliveryModes: z.array(z.object({ mode: z.string().nullish(), location: z.string().nullish() })),
  tags: z.array(z.string()),
  isSubsidised: z.boolean(),
  applicationsOpen: z.boolean(),
  logo: imageSchema.nullish(),
  flyer: fileSchema.nullish(),
  stripeLink: httpsUrl.nullish(),
  hasDetailPage: z.boolean(),
  ...pathwaysSchema,
  status: courseStatusSchema,
});

/** Rules across a course's fields that the Studio enforces too; each issue points at the field to fix. */
const checkCourseFields = (
  course: {
    code: string;
    slug: string;
    title: string;
    duration: string;
    courseType: CourseType;
    stripeLink?: string | null;
    deliveryModes: StoredDeliveryMode[];
  },
  context: z.core.$RefinementCtx,
) => {
  const problems: [string, string | null][] = [
    ['slug', slugProblem(course)],
    ['stripeLink', paymentLinkProblem(course)],
    ['code', codeTypeProblem(course)],
    ['title', registeredTitleProblem(course)],
    ['duration', durationProblem(course)],
    ['deliveryModes', deliveryModesProblem(course.deliveryModes)],
  ];
  for (const [field, message] of problems) if (message) context.addIssue({ code: 'custom', path: [field], message });
};

/** A course embedded in another document's list (the home page's popular courses). */
export const courseCardSchema = courseSummarySchema.superRefine(checkCourseFields);
/** A course as every list shows it: the fields of courseSummaryFragment. */
export type CourseSummary = Guarded<
  NonNullable<HomePageQueryResult>['popularCourses'][number],
  typeof courseSummarySchema
>;

/** Text a course must have before enrolment (Standard 2.1(2)(c)): missing, the build says which and why. */
const requiredItem = (field: RequiredCourseField) => {
  const error = missingItemMessage(field);
  return z.string({ error }).trim().min(1, error);
};

const fundingOptionSchema = z.object({
  program: text,
  // Null when the reference points at no published program.
  programName: z.string({ error: 'Choose a published funding program' }),
  price: z.string().regex(PRICE_PATTERN, PRICE_MESSAGE),
  concessionPrice: z.string().regex(PRICE_PATTERN, PRICE_MESSAGE).nullish(),
});

/** What a learner reads in "Before you enrol"; the Studio requires the same items with the same messages. */
const preEnrolmentFields = {
  entryRequirements: requiredItem('entryRequirements'),
  assessment: requiredItem('assessment'),
  locations: z.array(text).min(1, missingItemMessage('locations')),
  scheduling: requiredItem('scheduling'),
  licensingOutcome: optionalText,
  thirdParties: optionalText,
  fundingOptions: z.array(fundingOptionSchema),
  feeIncludes: optionalText,
  paymentTerms: requiredItem('paymentTerms'),
  additionalCharges: optionalText,
  learnerProvides: requiredItem('learnerProvides'),
  workPlacement: optionalText,
};

/**
 * A course as its own page needs it. Without a page ("Has a course page" off) the page's fields do
 * not apply: the Studio hides them and does not require them, so neither does the build.
 */
const coursePageSchema = courseSummarySchema.extend({
  hasDetailPage: z.literal(true),
  metaDescription,
  description: text,
  features: z.array(z.string()),
  benefits: z.array(z.string()),
  approach: z.array(z.object({ title: text, text: text })),
  programDetails: z.object({
    learningVolume: text,
    deliveryMode: optionalText,
    deliveryMethods: z.array(z.string()),
    units: z
      .object({
        total: z.number().int().positive(),
        core: z.number().int().nonnegative(),
        electives: z.array(z.object({ count: z.number().int().positive(), kind: text })),
      })
      .nullish(),
    structureNote: optionalText,
    coreUnits: z.array(unitRefSchema),
    licensingUnit: unitRefSchema.nullish(),
    electiveGroups: z.array(z.object({ title: text, units: z.array(unitRefSchema) })),
  }),
  ...preEnrolmentFields,
});

/** A qualification page needs its unit counts, and its text must agree with them, the duration and the price. */
const checkStatedFacts = (course: StatedFactsCourse & { hasDetailPage: boolean }, context: z.core.$RefinementCtx) => {
  if (!course.hasDetailPage) return;
  if (course.courseType === 'qualification' && !course.programDetails?.units)
    context.addIssue({
      code: 'custom',
      path: ['programDetails', 'units'],
      message: 'Give the number of units: the course page states them',
    });
  for (const { path, message } of statedFactProblems(course))
    context.addIssue({
      code: 'custom',
      path: path.map((segment) => (typeof segment === 'object' ? segment._key : segment)),
      message,
    });
};

export const courseSchema = z
  .discriminatedUnion('hasDetailPage', [
    coursePageSchema,
    courseSummarySchema.extend({ hasDetailPage: z.literal(false) }),
  ])
  .superRefine(checkCourseFields)
  .superRefine(checkStatedFacts);
type LoadedCourse = Guarded<CoursesQueryResult[number], typeof courseSchema>;
type LoadedCoursePage = Guarded<CoursesQueryResult[number], typeof coursePageSchema>;
export type CoursePage = Omit<LoadedCoursePage, 'fundingOptions'> & { fundingOptions: CourseFundingOption[] };
export type Course = CoursePage | Exclude<LoadedCourse, { hasDetailPage: true }>;
export const hasCoursePage = <C extends { hasDetailPage: boolean }>(
  course: C,
): course is Extract<C, { hasDetailPage: true }> => course.hasDetailPage;

export const courses = defineCollection({
  query: coursesQuery,
  schema: courseSchema,
  id: bySlug,
  unique: ['code', 'slug'],
  check: (courses) => {
    checkPathways(courses);
    checkReplacements(courses);
  },
});

/** Every course in the catalogue's order; each funding option says who is eligible, from its program's rules. */
export async function getCourses(): Promise<Course[]> {
  const [list, funding] = await Promise.all([inOrder(all<LoadedCourse>('courses')), getFunding()]);
  return list.map((course) =>
    hasCoursePage(course) ? { ...course, fundingOptions: withEligibility(course.fundingOptions, funding) } : course,
  );
}
