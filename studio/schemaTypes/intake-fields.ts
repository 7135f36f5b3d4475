import { defineField, type ValidationContext } from 'sanity';
import { closingProblem, DUPLICATE_MESSAGE, offeredProblem, targetProblem } from '../../contracts/intakes/checks.ts';
import { INTAKE_STATUSES } from '../../contracts/intakes/model.ts';
import { intakeAfterLastDayProblem, type CourseStatus } from '../../contracts/courses/status.ts';
import {
  deliveryModesOf,
  offersMode,
  type DeliveryMode,
  type StoredDeliveryMode,
} from '../../contracts/delivery-modes.ts';
import { DELIVERY_MODE_OPTIONS } from './objects/courseDeliveryMode.ts';
import { SANITY_API_VERSION } from '../../contracts/sanity-api.ts';
import { uniqueDateField } from './fields.ts';
import { draftIdOf, publishedId } from '../../contracts/document-ids.ts';

/**
 * The fields every kind of intake shares (which course, how, where, how full), and their checks against the
 * catalogue. The messages are the build's too (contracts/intakes/checks.ts).
 */

type Ref = { _ref?: string } | undefined;
export type IntakeFields = {
  _id?: string;
  _type?: string;
  course?: Ref;
  category?: Ref;
  mode?: DeliveryMode;
  startDate?: string;
  enrolmentCloses?: string;
};
export const intakeOf = (document: unknown) => (document ?? {}) as IntakeFields;
const targetOf = (document: unknown) => ({
  courseId: intakeOf(document).course?._ref,
  categoryId: intakeOf(document).category?._ref,
});

const client = (context: ValidationContext) => context.getClient({ apiVersion: SANITY_API_VERSION });

/** Refuses a mode the chosen course (or every course of the chosen category) is not delivered in. */
async function offeredRule(mode: DeliveryMode | undefined, context: ValidationContext) {
  const { courseId, categoryId } = targetOf(context.document);
  if (!mode || (!courseId && !categoryId)) return true;
  const found = await client(context).fetch<{
    course: { code: string; deliveryModes: StoredDeliveryMode[] | null } | null;
    categoryName: string | null;
    deliveries: (StoredDeliveryMode[] | null)[];
  }>(
    `{
      "course": *[_type == "course" && _id == $courseId][0]{ code, deliveryModes },
      "categoryName": *[_type == "category" && _id == $categoryId][0].name,
      "deliveries": *[_type == "course" && (_id == $courseId || category._ref == $categoryId)].deliveryModes
    }`,
    { courseId: courseId ?? '', categoryId: courseId ? '' : (categoryId ?? '') },
  );
  const course = found.course && {
    code: found.course.code,
    deliveryModes: deliveryModesOf(found.course.deliveryModes),
  };
  const offered = found.deliveries.some((modes) => offersMode(deliveryModesOf(modes), mode));
  return offeredProblem({ course, categoryName: found.categoryName }, mode, offered) ?? true;
}

export const courseTargetFields = (what: string) => [
  defineField({
    name: 'course',
    title: 'Course',
    type: 'reference',
    to: [{ type: 'course' }],
    description: `The course ${what} is for. Leave empty and choose a category below for every course of a category.`,
    options: { disableNew: true },
    validation: (rule) => rule.custom((_, context) => targetProblem(targetOf(context.document)) ?? true),
  }),
  defineField({
    name: 'category',
    title: 'Or every course of a category',
    type: 'reference',
    to: [{ type: 'category' }],
    description: 'Only the courses of the category that are delivered in the mode below are given this.',
    options: { disableNew: true },
    hidden: ({ document, value }) => !value && Boolean(intakeOf(document).course?._ref),
  }),
];

export const modeField = defineField({
  name: 'mode',
  title: 'Delivery mode',
  type: 'string',
  options: { list: DELIVERY_MODE_OPTIONS, layout: 'radio', direction: 'horizontal' },
  initialValue: 'online',
  description: 'It must be one of the course’s own delivery modes ("Delivery modes" on the course).',
  validation: (rule) => [rule.required().error('Choose the delivery mode'), rule.custom(offeredRule)],
});

export const locationField = defineField({
  name: 'location',
  title: 'Location',
  type: 'string',
  initialValue: 'Online',
  description: 'Where learners go, e.g. "Online", "Brisbane, QLD" or "At your workplace". Calendars show it.',
  validation: (rule) => rule.required().error('Say where it takes place, or "Online"'),
});

export const statusField = defineField({
  name: 'status',
  title: 'Status',
  type: 'string',
  options: { list: [...INTAKE_STATUSES], layout: 'radio', direction: 'horizontal' },
  initialValue: 'open',
  description: 'Full and Waitlist intakes offer a waitlist enquiry instead of enrolment.',
  validation: (rule) => rule.required().error('Choose the status'),
});

/**
 * The start date of one intake: required, on or before its course's last day when the course is superseded or
 * withdrawn, and no other intake of the same course or category on it in the same mode.
 */
export const startDateField = uniqueDateField('startDate', 'Start date', {
  missing: 'Pick the start date',
  clash: async (startDate, context) => {
    const doc = intakeOf(context.document);
    // A superseded or withdrawn course takes no new learners after its last day.
    const course = doc.course?._ref
      ? await client(context).fetch<{ code: string; status: CourseStatus | null } | null>(
          '*[_type == "course" && _id == $courseId][0]{ code, status }',
          { courseId: doc.course._ref },
        )
      : null;
    const late = intakeAfterLastDayProblem(startDate, course);
    if (late) return late;
    const id = publishedId(doc._id ?? '');
    const clash = await client(context).fetch<string | null>(
      `*[_type == "intake" && startDate == $startDate && mode == $mode && !(_id in [$id, $draft]) && !(_id in path("versions.**"))
          && ((defined(course) && course._ref == $courseId) || (defined(category) && category._ref == $categoryId))][0]._id`,
      {
        startDate,
        mode: doc.mode ?? '',
        id,
        draft: draftIdOf(id),
        courseId: doc.course?._ref ?? '',
        categoryId: doc.category?._ref ?? '',
      },
    );
    return clash ? `${DUPLICATE_MESSAGE} (${publishedId(clash)})` : null;
  },
});

export const enrolmentClosesField = defineField({
  name: 'enrolmentCloses',
  title: 'Enrolment closes',
  type: 'date',
  options: { dateFormat: 'D MMMM YYYY' },
  description: 'The last day to enrol. The site stops offering enrolment after it.',
  validation: (rule) =>
    rule.custom((closes, context) =>
      !closes
        ? 'Pick the day enrolment closes'
        : (closingProblem(intakeOf(context.document).startDate, closes) ?? true),
    ),
});

/**
 * The intake's activity instance in aXcelerate, where the hand-off makes each application's tentative enrolment
 * (docs/handoff.md). Only for one course: an instance belongs to one course. Never shown on the site.
 */
export const axcelerateInstanceField = defineField({
  name: 'axcelerateInstanceId',
  title: 'aXcelerate instance ID',
  type: 'number',
  description:
    'Only when applications go to aXcelerate: the ID of this intake’s class in aXcelerate (a whole number, shown ' +
    'on the class in aXcelerate). Each online application is then enrolled in it as tentative. Leave it empty ' +
    'and the training team enrols the learner by hand; the e-mail for each application says so. Never shown on ' +
    'the site.',
  hidden: ({ document, value }) => value === undefined && Boolean(intakeOf(document).category?._ref),
  validation: (rule) => [
    rule.integer().min(1).error('Give the instance ID as aXcelerate shows it: a whole number above 0, e.g. 41862'),
    rule.custom((id, context) =>
      id !== undefined && !intakeOf(context.document).course?._ref
        ? 'An aXcelerate instance belongs to one course: choose the course above, or leave this empty'
        : true,
    ),
  ],
});

/** The title of a course or category reference in a list preview. */
export const TARGET_PREVIEW = { courseCode: 'course.code', courseTitle: 'course.title', categoryName: 'category.name' };
export const targetTitle = (selection: { courseCode?: string; courseTitle?: string; categoryName?: string }) =>
  selection.courseCode
    ? `${selection.courseCode} ${selection.courseTitle ?? ''}`.trim()
    : selection.categoryName
      ? `Every ${selection.categoryName} course`
      : 'No course chosen';
