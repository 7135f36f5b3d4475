import { z } from 'astro/zod';
import { COURSE_CODE_MESSAGE, COURSE_CODE_PATTERN } from '../rules/course-code.ts';
import { PRICE_MESSAGE, PRICE_PATTERN } from '../rules/price.ts';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../rules/slug.ts';
import { unknownPlaceholders } from '../rules/placeholders.ts';
import { QUIZ_OPTION_CATEGORIES } from '../quiz/model.ts';
import { quizProblems } from '../quiz/rules.ts';
import {
  codeTypeProblem,
  durationProblem,
  paymentLinkProblem,
  registeredTitleProblem,
  slugProblem,
} from '../rules/course-fields.ts';
import { FUNDING_REGIONS, missingItemMessage, type RequiredCourseField } from '../rules/pre-enrolment.ts';

// GROQ answers null for a missing field, hence nullish() wherever the Studio allows a field to be empty.
const text = z.string().trim().min(1);
const optionalText = z.string().nullish();
// The Studio accepts secure addresses only; an http:// link would be a mixed-content or downgrade risk.
const httpsUrl = z.url({ protocol: /^https$/, error: 'Use a full https:// address' });
// Search engines cut descriptions after 160 characters; the Studio refuses longer ones.
const metaDescription = text.max(160);

export const imageSchema = z.object({
  alt: optionalText,
  crop: z.unknown().nullish(),
  hotspot: z.unknown().nullish(),
  asset: z.object({
    _id: z.string(),
    url: z.string(),
    width: z.number().positive(),
    height: z.number().positive(),
  }),
});
export type SanityImage = z.infer<typeof imageSchema>;

export const fileSchema = z.object({ _id: z.string(), url: z.string(), originalFilename: optionalText });

const unitRefSchema = z.object({ code: z.string().regex(COURSE_CODE_PATTERN, COURSE_CODE_MESSAGE), title: text });

export const categorySchema = z.object({
  _id: z.string(),
  name: text,
  slug: text,
  pageTitle: text,
  description: text,
  orderRank: z.string().nullish(),
});
export type Category = z.infer<typeof categorySchema>;

export const courseTypes = ['unit', 'qualification'] as const;
export type CourseType = (typeof courseTypes)[number];

/** A course as lists show it (catalogue, home page): everything but the course page's own content. */
export const courseSummarySchema = z.object({
  _id: z.string(),
  code: z.string().regex(COURSE_CODE_PATTERN, COURSE_CODE_MESSAGE),
  slug: text,
  title: text,
  category: categorySchema,
  courseType: z.enum(courseTypes),
  orderRank: z.string().nullish(),
  summary: text,
  targetAudience: text,
  duration: text,
  price: z.string({ error: missingItemMessage('price') }).regex(PRICE_PATTERN, PRICE_MESSAGE),
  delivery: text,
  tags: z.array(z.string()),
  isSubsidised: z.boolean(),
  logo: imageSchema.nullish(),
  flyer: fileSchema.nullish(),
  stripeLink: httpsUrl.nullish(),
  hasDetailPage: z.boolean(),
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
  },
  context: z.core.$RefinementCtx,
) => {
  const problems: [string, string | null][] = [
    ['slug', slugProblem(course)],
    ['stripeLink', paymentLinkProblem(course)],
    ['code', codeTypeProblem(course)],
    ['title', registeredTitleProblem(course)],
    ['duration', durationProblem(course)],
  ];
  for (const [field, message] of problems) if (message) context.addIssue({ code: 'custom', path: [field], message });
};

export const courseCardSchema = courseSummarySchema.superRefine(checkCourseFields);
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** Text a course must have before enrolment (Standard 2.1(2)(c)): missing, the build says which and why. */
const requiredItem = (field: RequiredCourseField) => {
  const error = missingItemMessage(field);
  return z.string({ error }).trim().min(1, error);
};

const fundingOptionSchema = z.object({
  name: text,
  price: z.string().regex(PRICE_PATTERN, PRICE_MESSAGE),
  eligibility: text,
  region: z.enum(FUNDING_REGIONS),
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
    structure: optionalText,
    coreUnits: z.array(unitRefSchema),
    licensingUnit: unitRefSchema.nullish(),
    electiveGroups: z.array(z.object({ title: text, units: z.array(unitRefSchema) })),
  }),
  ...preEnrolmentFields,
});

export const courseSchema = z
  .discriminatedUnion('hasDetailPage', [
    coursePageSchema,
    courseSummarySchema.extend({ hasDetailPage: z.literal(false) }),
  ])
  .superRefine(checkCourseFields);
export type Course = z.infer<typeof courseSchema>;
export type CoursePage = z.infer<typeof coursePageSchema>;
export const hasCoursePage = (course: Course): course is CoursePage => course.hasDetailPage;

export const pdStatuses = ['active', 'coming-soon'] as const;

export const pdSessionSchema = z.object({
  _id: z.string(),
  title: text,
  slug: text,
  description: text,
  details: z.array(z.string()),
  price: optionalText,
  status: z.enum(pdStatuses),
  formLink: httpsUrl.nullish(),
  registrationLink: optionalText,
  orderRank: z.string().nullish(),
});
export type PdSession = z.infer<typeof pdSessionSchema>;

export const pdSessionDateSchema = z.object({
  _id: z.string(),
  date: z.iso.date(),
});

export const teamMemberSchema = z.object({
  _id: z.string(),
  name: text,
  slug: text,
  role: text,
  bio: z.array(z.string()),
  quote: optionalText,
  photo: imageSchema,
  orderRank: z.string().nullish(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const testimonialSchema = z.object({
  _id: z.string(),
  quote: text,
  author: optionalText,
  company: text,
  rating: z.number().min(1).max(5),
  orderRank: z.string().nullish(),
});

export const clientLogoSchema = z.object({
  _id: z.string(),
  name: text,
  url: httpsUrl,
  logo: imageSchema,
  orderRank: z.string().nullish(),
});

/** Paths of the links in Portable Text whose page reference the query could not resolve. */
function brokenLinks(value: unknown, path: PropertyKey[]): PropertyKey[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => brokenLinks(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  const own = 'unresolved' in value && value.unresolved === true ? [[...path, 'reference']] : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => brokenLinks(child, [...path, key]))];
}

export const policyPageSchema = z
  .object({
    _id: z.string(),
    title: text,
    slug: text,
    metaDescription,
    intro: optionalText,
    // Portable Text is checked block by block by the renderer, which fails on any unmapped type.
    body: z.array(z.object({ _type: z.string(), _key: z.string() }).loose()),
    download: z.object({ label: text, file: fileSchema }).nullish(),
    orderRank: z.string().nullish(),
  })
  .superRefine((page, context) => {
    for (const path of brokenLinks(page.body, ['body']))
      context.addIssue({
        code: 'custom',
        path,
        message: 'The link goes to a page that is not published, or to a course without a page',
      });
    for (const field of ['title', 'metaDescription', 'intro', 'body'] as const) {
      const unknown = unknownPlaceholders(page[field]);
      if (unknown.length)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${unknown.join(', ')} is not a setting the site knows`,
        });
    }
  });

const linkSchema = z.object({ label: text, url: httpsUrl });

export const siteSettingsSchema = z.object({
  _id: z.string(),
  brandName: text,
  brandSlug: z.string().regex(SLUG_PATTERN, SLUG_MESSAGE),
  tagline: optionalText,
  logo: imageSchema,
  contactEmail: z.email(),
  accountsEmail: z.email(),
  phone: text,
  postalAddress: text,
  officeAddress: text,
  rtoId: text,
  lmsUrl: httpsUrl,
  bookingUrl: httpsUrl,
  enrolmentFormUrl: httpsUrl,
  corPaymentUrl: httpsUrl,
  socialLinks: z.array(z.object({ platform: text, url: httpsUrl })),
  formLinks: z.array(linkSchema),
  footerBlurb: optionalText,
  pdTermsHref: z.string({ error: 'Choose the published policy page with the PD terms and conditions' }),
  confirmationCourseId: z.string({ error: 'Choose the published course whose payment confirmation page this is' }),
  supportServices: text,
  usiInformation: text,
  withdrawalInformation: text,
  refundSummary: text,
  refundPolicy: z.object(
    { label: text, href: text },
    { error: 'Choose the published policy page with the refund policy' },
  ),
});

/** A fixed page's title and search description. */
export const seoSchema = z.object({ title: text, description: metaDescription });

export const homePageSchema = z.object({
  _id: z.string(),
  hero: z.object({ heading: text, subheading: text, image: imageSchema.nullish() }),
  popularCourses: z.array(courseCardSchema),
  popularCoursesIntro: text,
  allCoursesLabel: text,
  pdPromo: z.object({ heading: text, text: text, ctaLabel: text }),
  whyChooseUs: z.object({
    heading: text,
    items: z.array(z.object({ title: text, text: text, icon: optionalText })),
  }),
  clientsHeading: text,
  testimonialsHeading: text,
  ratingScore: z.number().min(0).max(5),
  ratingCount: text,
  seo: seoSchema,
});

export const aboutPageSchema = z.object({
  _id: z.string(),
  bannerHeading: text,
  bannerText: text,
  body: z.array(z.string()),
  milestonesHeading: text,
  milestones: z.array(z.object({ title: text, text: text })),
  teamHeading: text,
  profileButtonLabel: text,
  seo: seoSchema,
});

export const coursesPageSchema = z.object({
  _id: z.string(),
  catalogueIntro: text,
  exploreCoursesLabel: text,
  pdSeriesButtonLabel: text,
  pdSeriesHeading: text,
  pdSeriesIntro: text,
  promo: z.object({
    heading: text,
    text: text,
    ctaLabel: text,
    href: z.string({ error: 'The button goes to a page that is not published, or to a course without a page' }),
  }),
  intakes: z.object({ heading: text, text: text, items: z.array(z.object({ title: text, text: text })) }),
  searchDescription: metaDescription,
});

export const quizSchema = z
  .object({
    _id: z.string(),
    questions: z.array(
      z.object({
        question: text,
        options: z.array(z.object({ text, category: z.enum(QUIZ_OPTION_CATEGORIES), securesLoads: z.boolean() })),
      }),
    ),
    units: z.array(
      z.object({
        benefit: text,
        // null when the reference does not resolve (the course was deleted or unpublished).
        course: z
          .object({ _id: z.string(), code: text, title: text, slug: text, hasDetailPage: z.boolean() })
          .nullable(),
      }),
    ),
    contactCard: z.object({ title: text, benefit: text }),
    hero: z.object({ heading: text, lead: text }),
    seo: seoSchema,
  })
  .superRefine((quiz, context) => {
    for (const { path, message } of quizProblems({ ...quiz, units: quiz.units.map(({ course }) => course) }))
      context.addIssue({ code: 'custom', path, message });
  });
export type Quiz = z.infer<typeof quizSchema>;

/** The document types of the fixed pages with words of their own; each lives at the id of its type. */
const HERO_PAGE_TYPES = ['lmsLoginPage'] as const;
export const FIXED_PAGE_TYPES = [
  ...HERO_PAGE_TYPES,
  'getInTouchPage',
  'pdRegistrationPage',
  'notFoundPage',
  'confirmationPage',
] as const;
export type FixedPageType = (typeof FIXED_PAGE_TYPES)[number];

export const fixedPageSchema = z.discriminatedUnion('_id', [
  z.object({ _id: z.enum(HERO_PAGE_TYPES), hero: z.object({ heading: text, lead: text }), seo: seoSchema }),
  z.object({
    _id: z.literal('getInTouchPage'),
    hero: z.object({ heading: text, lead: text }),
    replyNote: text,
    seo: seoSchema,
  }),
  z.object({
    _id: z.literal('pdRegistrationPage'),
    hero: z.object({ heading: text, lead: text }),
    unit: z.object({ code: text, title: text }),
    seo: seoSchema,
  }),
  z.object({
    _id: z.literal('notFoundPage'),
    lead: text,
    homeButtonLabel: text,
    catalogueButtonLabel: text,
    description: metaDescription,
  }),
  z.object({ _id: z.literal('confirmationPage'), pageTitle: text, lead: text }),
]);
/** The words of the fixed page of type T: the schema's variant whose _id admits T. */
export type FixedPage<T extends FixedPageType = FixedPageType> =
  z.infer<typeof fixedPageSchema> extends infer Page
    ? Page extends { _id: infer Id }
      ? T extends Id
        ? Page
        : never
      : never
    : never;
