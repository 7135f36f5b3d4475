import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { BookIcon } from '@sanity/icons/Book';
import { defineArrayMember, defineField, defineType, type PreviewValue, type ValidationContext } from 'sanity';
import { imageField, requiredString, requiredText, uniqueSlugField } from '../fields.ts';
import { COURSE_CODE_MESSAGE, COURSE_CODE_PATTERN } from '../../../contracts/rules/course-code.ts';
import {
  codeTypeProblem,
  durationProblem,
  paymentLinkProblem,
  registeredTitleProblem,
  slugProblem,
} from '../../../contracts/rules/course-fields.ts';
import {
  FUNDING_REGIONS,
  missingItemMessage,
  type RequiredCourseField,
} from '../../../contracts/rules/pre-enrolment.ts';
import { PRICE_MESSAGE, PRICE_PATTERN } from '../../../contracts/rules/price.ts';
import { statedFactProblems } from '../../../contracts/rules/stated-facts.ts';
import { publishedId } from '../../../contracts/document-ids.ts';
import { SANITY_API_VERSION } from '../../../contracts/sanity-api.ts';
import {
  deliveryModesOf,
  deliveryModesProblem,
  deliveryModeTitle,
  offersMode,
  type DeliveryMode,
  type StoredDeliveryMode,
} from '../../../contracts/delivery-modes.ts';
import { HTTPS_MESSAGE, HTTPS_ONLY, isUniqueValue } from '../rules.ts';

const COURSE_TYPES = [
  { title: 'Unit of competency', value: 'unit' },
  { title: 'Full qualification', value: 'qualification' },
];

type CourseFields = { courseType?: string; hasDetailPage?: boolean; code?: string };
const courseOf = (document: unknown) => (document ?? {}) as CourseFields;

const withoutPage = (document: unknown) => courseOf(document).hasDetailPage === false;
/** Course-page fields do not apply, and are hidden, while "Has a course page" is off. */
const hiddenWithoutPage = ({ document }: { document?: unknown }) => withoutPage(document);

/** Required on the course page: an error only when the course has a page. */
const neededOnCoursePage = (what: string) => (value: unknown[] | undefined, context: { document?: unknown }) =>
  withoutPage(context.document) || (value?.length ?? 0) > 0 || `Add at least one ${what}: the course page lists them`;

/** Required text on the course page only: not blank while the course has a page. */
const textOnCoursePage = (message: string) => (value: string | undefined, context: { document?: unknown }) =>
  withoutPage(context.document) || Boolean(value?.trim()) || message;

/** An item Standard 2.1(2)(c) requires before enrolment: the message names the item and the Standard. */
const requiredItem = (field: RequiredCourseField) => (value: unknown) =>
  (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '') ||
  missingItemMessage(field);

/** Refuses delivery modes that leave out the mode of one of the course's own intakes, which the site could not show. */
async function intakesOutsideModes(modes: StoredDeliveryMode[], context: ValidationContext) {
  const id = publishedId(context.document?._id ?? '');
  const intakes = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<{ _id: string; mode: DeliveryMode }[]>(
      `*[_type in ["intake", "intakePattern", "rollingEnrolment"] && course._ref == $id && defined(mode)
      && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{ _id, mode }`,
      { id },
    );
  const offered = deliveryModesOf(modes);
  const outside = intakes.find((intake) => !offersMode(offered, intake.mode));
  return outside
    ? `The intake "${outside._id}" is ${deliveryModeTitle(outside.mode)}: add that mode, or change or delete the intake first`
    : null;
}

/** A text field of the "Before you enrol" group that the Standard requires. */
const requiredItemText = (field: RequiredCourseField, title: string, description: string, rows = 3) =>
  defineField({
    name: field,
    title,
    type: 'text',
    rows,
    group: 'enrol',
    description,
    validation: (rule) => rule.custom(requiredItem(field)),
  });

/** An optional text field of the "Before you enrol" group: left empty, the page says there is none. */
const optionalItemText = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'text', rows: 2, group: 'enrol', description });

type CoursePreview = Partial<Record<'code' | 'title' | 'price' | 'courseType', string>> & Pick<PreviewValue, 'media'>;

/**
 * A course in the catalogue: a unit of competency (bought online) or a full qualification
 * (enquired about). Its card appears on /courses and on its category page; with "Has a course
 * page" on, it also gets its own page at /courses/<code in lower case>.
 */
export const course = defineType({
  name: 'course',
  title: 'Course',
  type: 'document',
  icon: BookIcon,
  groups: [
    { name: 'catalogue', title: 'Catalogue card', default: true },
    { name: 'page', title: 'Course page' },
    { name: 'details', title: 'Program details' },
    { name: 'enrol', title: 'Before you enrol' },
  ],
  fields: [
    defineField({
      name: 'code',
      title: 'Course code',
      type: 'string',
      group: 'catalogue',
      description:
        'The national code from training.gov.au in capitals, e.g. TLIF0025 (a unit) or TLI40324 (a qualification). Each course has its own code.',
      validation: (rule) => [
        rule.required().error('Give the course code'),
        rule.regex(COURSE_CODE_PATTERN, { name: 'course code' }).error(COURSE_CODE_MESSAGE),
        rule.custom(
          (code, context) => codeTypeProblem({ code, courseType: courseOf(context.document).courseType }) ?? true,
        ),
        rule.custom(
          async (code, context) =>
            (await isUniqueValue('code', code, context)) || `Another course already uses the code ${code}`,
        ),
      ],
    }),
    uniqueSlugField(
      'code',
      'The course page address is /courses/<this>: the code in lower case, e.g. tlif0025. Click "Generate".',
      {
        group: 'catalogue',
        sharesAddressesWith: { type: 'category', title: 'course category' },
        check: (slug, document) => slugProblem({ code: courseOf(document).code, slug }) ?? true,
      },
    ),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'catalogue',
      description:
        'The title exactly as registered on training.gov.au, e.g. "Follow work health and safety procedures" (capital letters may differ).',
      validation: (rule) => [
        rule.required().error('Give the course title'),
        rule.custom(
          (title, context) => registeredTitleProblem({ code: courseOf(context.document).code, title }) ?? true,
        ),
      ],
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      group: 'catalogue',
      to: [{ type: 'category' }],
      description: 'The field of training; the course is listed on that category’s page.',
      options: { disableNew: true },
      validation: (rule) => rule.required().error('Choose the category'),
    }),
    defineField({
      name: 'courseType',
      title: 'Course type',
      type: 'string',
      group: 'catalogue',
      description: 'Units can be paid for online ("Pay and Enrol"); qualifications take enquiries ("Enquire Now").',
      options: { list: COURSE_TYPES, layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error('Choose unit of competency or full qualification'),
    }),
    orderRankField({ type: 'course', newItemPosition: 'after' }),
    requiredText('summary', 'Summary', {
      description: 'A few sentences. Cards show only the first sentence, so make it stand on its own.',
      group: 'catalogue',
      rows: 4,
      message: 'Write a summary',
    }),
    requiredText('targetAudience', 'Who it is for', {
      description: 'e.g. "Heavy vehicle drivers, schedulers and supervisors".',
      group: 'catalogue',
      rows: 2,
      message: 'Say who the course is for',
    }),
    defineField({
      name: 'duration',
      title: 'Duration',
      type: 'string',
      group: 'catalogue',
      description: 'The hours of study first, as visitors should read it, e.g. "24 hours / 4 weeks".',
      validation: (rule) => [
        rule.required().error('Give the duration'),
        rule.custom((duration) => durationProblem({ duration }) ?? true),
      ],
    }),
    defineField({
      name: 'price',
      title: 'Price',
      type: 'string',
      group: 'catalogue',
      description: 'With a dollar sign and commas, e.g. $475 or $7,620. Course pages add the cents ($7,620.00).',
      validation: (rule) => [
        rule.required().error(missingItemMessage('price')),
        rule.regex(PRICE_PATTERN, { name: 'price' }).error(PRICE_MESSAGE),
      ],
    }),
    requiredString('delivery', 'Delivery', {
      description:
        'How it is delivered, in a few words for people, e.g. "Online", "Blended or Online" or "Workplace-based". The card and the course page show it.',
      group: 'catalogue',
      message: 'Say how the course is delivered',
    }),
    defineField({
      name: 'deliveryModes',
      title: 'Delivery modes',
      type: 'array',
      group: 'catalogue',
      of: [defineArrayMember({ type: 'courseDeliveryMode' })],
      description:
        'Every mode the course is delivered in, matching "Delivery" above. Its intakes can only be in these modes; site search and Google list them.',
      validation: (rule) =>
        rule.custom(
          async (modes: StoredDeliveryMode[] | undefined, context) =>
            deliveryModesProblem(modes) ?? (await intakesOutsideModes(modes ?? [], context)) ?? true,
        ),
    }),
    defineField({
      name: 'tags',
      title: 'Tags',
      type: 'array',
      group: 'catalogue',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      description:
        'Badges on the card. These get their own colour: Short Course, Online Delivery, Entry-Level, CoR Relevant, Fatigue Management, Subsidised, Full Qualification, Leadership Level.',
      validation: (rule) => rule.unique().error('Each tag only once, please'),
    }),
    defineField({
      name: 'isSubsidised',
      title: 'Subsidised',
      type: 'boolean',
      group: 'catalogue',
      description:
        'On: government funding may reduce the price for eligible learners, and the card shows the "Subsidised" badge.',
      initialValue: false,
    }),
    defineField({
      name: 'applicationsOpen',
      title: 'Open for applications online',
      type: 'boolean',
      group: 'catalogue',
      description:
        'On: the course page offers "Apply online", where a learner applies on this site, step by step, with the pre-training review. Off: learners enquire or enrol as before. Where the site runs without its publisher, the button leads to how to apply by e-mail or phone.',
      initialValue: false,
    }),
    imageField('logo', 'Course badge', {
      group: 'catalogue',
      description: 'Optional: the badge shown on the card and the course page.',
    }),
    defineField({
      name: 'flyer',
      title: 'Program flyer (PDF)',
      type: 'file',
      group: 'catalogue',
      description: 'The printable flyer visitors can download.',
      options: { accept: 'application/pdf' },
      validation: (rule) => rule.required().error('Upload the program flyer'),
    }),
    defineField({
      name: 'stripeLink',
      title: 'Payment link (units only)',
      type: 'url',
      group: 'catalogue',
      description:
        'The Stripe payment link that "Pay and Enrol" opens, e.g. https://buy.stripe.com/… Leave empty to send visitors to the contact page instead. Qualifications never have one.',
      hidden: ({ document, value }) => courseOf(document).courseType === 'qualification' && !value,
      validation: (rule) => [
        rule.uri(HTTPS_ONLY).error(HTTPS_MESSAGE),
        rule.custom(
          (value, context) =>
            paymentLinkProblem({ courseType: courseOf(context.document).courseType, stripeLink: value }) ?? true,
        ),
      ],
    }),
    defineField({
      name: 'releasedOn',
      title: 'Released',
      type: 'date',
      group: 'catalogue',
      description:
        'The day this release was put on the National Register (training.gov.au, "Release date"). A course it replaces may take new learners for one year after it.',
      options: { dateFormat: 'D MMMM YYYY' },
    }),
    defineField({ name: 'status', title: 'Status', type: 'courseStatus', group: 'catalogue' }),
    defineField({
      name: 'hasDetailPage',
      title: 'Has a course page',
      type: 'boolean',
      group: 'catalogue',
      description: 'On: the card links to the course page. Off: the card offers the program flyer instead.',
      initialValue: true,
      validation: (rule) => [
        rule.required().error('Switch this on or off'),
        rule.custom(async (hasPage, context) => {
          if (hasPage !== false || !context.document) return true;
          const recommended = await context
            .getClient({ apiVersion: SANITY_API_VERSION })
            .fetch<number>('count(*[_type == "quiz" && references($id)])', { id: publishedId(context.document._id) });
          return (
            recommended === 0 ||
            'The course finder quiz recommends this course and links to its page: take it out of the quiz first'
          );
        }),
      ],
    }),
    defineField({
      name: 'metaDescription',
      title: 'Search engine description',
      type: 'string',
      group: 'page',
      description: 'The sentence search engines show under the page title: up to 160 characters.',
      hidden: hiddenWithoutPage,
      validation: (rule) => [
        rule.custom(textOnCoursePage('Write a description for search engines')),
        rule.max(160).error('Keep it to 160 characters or fewer; search engines cut off the rest'),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Unit descriptor / qualification overview',
      type: 'text',
      rows: 10,
      group: 'page',
      description: 'The main text of the course page. Leave an empty line between paragraphs.',
      hidden: hiddenWithoutPage,
      validation: (rule) => rule.custom(textOnCoursePage('Write the descriptor or overview')),
    }),
    defineField({
      name: 'features',
      hidden: hiddenWithoutPage,
      title: 'Program features',
      type: 'array',
      group: 'page',
      description: 'One short point per line, e.g. "Nationally recognised Statement of Attainment".',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.custom(neededOnCoursePage('program feature')),
    }),
    defineField({
      name: 'benefits',
      hidden: hiddenWithoutPage,
      title: 'Student benefits',
      type: 'array',
      group: 'page',
      description: 'One short point per line, e.g. "Study at your own pace".',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.custom(neededOnCoursePage('student benefit')),
    }),
    defineField({
      name: 'approach',
      hidden: hiddenWithoutPage,
      title: 'Our applied approach',
      type: 'array',
      group: 'page',
      of: [defineArrayMember({ type: 'approachCard' })],
      description: 'Usually three cards: Qualified, Compliant and Safe. Leave empty to hide this section.',
    }),
    defineField({
      name: 'programDetails',
      title: 'Program details',
      type: 'programDetails',
      group: 'details',
      description: 'The "Program Details" box on the course page.',
      hidden: hiddenWithoutPage,
      validation: (rule) =>
        rule.custom(
          (details, context) => withoutPage(context.document) || Boolean(details) || 'Fill in the program details',
        ),
    }),
    defineField({
      name: 'pathways',
      title: 'Pathways',
      type: 'coursePathways',
      group: 'details',
      description: 'Where this course leads: shown on the course page, the category page and in comparisons.',
    }),
    requiredItemText(
      'entryRequirements',
      'Entry requirements',
      'What a learner needs before starting, e.g. age, language, literacy and numeracy, current job or licence. Write "None" plainly if there are none.',
    ),
    requiredItemText(
      'assessment',
      'Assessment',
      'How learners are assessed and what they must do to complete, e.g. "Online quizzes, a written project and a workplace observation".',
    ),
    defineField({
      name: 'locations',
      title: 'Delivery locations',
      type: 'array',
      group: 'enrol',
      of: [defineArrayMember({ type: 'string' })],
      description:
        'Where training and assessment happen, one per line, e.g. "Online, anywhere in Australia" or "Your workplace in QLD, NSW or VIC".',
      validation: (rule) => rule.custom(requiredItem('locations')),
    }),
    requiredItemText(
      'scheduling',
      'Scheduling',
      'When learning happens, e.g. "Self-paced, with a fortnightly video call with your trainer".',
      2,
    ),
    optionalItemText(
      'licensingOutcome',
      'Licence outcome',
      'Only if completing the course leads to (or counts towards) a licence or occupational licence. Leave empty otherwise.',
    ),
    optionalItemText(
      'thirdParties',
      'Third-party arrangements',
      'Only if another organisation delivers or assesses part of the course on our behalf: name it and what it does. Leave empty otherwise.',
    ),
    defineField({
      name: 'deliveryStates',
      title: 'States delivered in',
      type: 'array',
      group: 'enrol',
      of: [defineArrayMember({ type: 'string' })],
      options: {
        list: FUNDING_REGIONS.filter((region) => region !== 'National').map((value) => ({ value, title: value })),
      },
      description:
        "The states and territories where we deliver this course. A state's funding program can only be offered here.",
    }),
    defineField({
      name: 'fundingOptions',
      title: 'Funding and subsidy options',
      type: 'array',
      group: 'enrol',
      of: [defineArrayMember({ type: 'fundingOption' })],
      description:
        "Prices other than the full fee (the course price) under a funding program, e.g. a Certificate 3 Guarantee place. Who is eligible comes from the program's rules. Leave empty if the full fee is the only price.",
    }),
    optionalItemText(
      'feeIncludes',
      'What the fee includes',
      'e.g. "All learning materials, assessment and one re-assessment".',
    ),
    requiredItemText(
      'paymentTerms',
      'Payment terms',
      'When and how learners pay, e.g. "Pay in full at enrolment, or in four monthly instalments with no interest".',
    ),
    optionalItemText(
      'additionalCharges',
      'Additional charges',
      'Any charge on top of the fee, e.g. re-issuing a certificate. Leave empty if there are none.',
    ),
    requiredItemText(
      'learnerProvides',
      'What learners provide',
      'Materials, equipment and IT the learner must have, e.g. "A computer with a webcam and internet access".',
      2,
    ),
    optionalItemText(
      'workPlacement',
      'Work placement',
      'Only if the course needs a work placement or access to a workplace: say what and for how long. Leave empty otherwise.',
    ),
  ],
  // Text that restates the unit counts, the duration or the price must agree with them; the message sits on the text.
  validation: (rule) =>
    rule.custom((document) => {
      const problems = statedFactProblems(document ?? {});
      return problems.length === 0 || problems;
    }),
  orderings: [orderRankOrdering, { title: 'Course code', name: 'code', by: [{ field: 'code', direction: 'asc' }] }],
  preview: {
    select: { code: 'code', title: 'title', price: 'price', courseType: 'courseType', media: 'logo' },
    prepare: ({ code, title, price, courseType, media }: CoursePreview) => ({
      title: [code, title].filter(Boolean).join(' · ') || 'New course',
      subtitle: [price, COURSE_TYPES.find((type) => type.value === courseType)?.title].filter(Boolean).join(' · '),
      media,
    }),
  },
});
