import { defineField, defineType, type ValidationContext } from 'sanity';
import { COURSE_STATUSES, lastDayProblem, type CourseStatus } from '../../../contracts/courses/status.ts';
import { SANITY_API_VERSION } from '../../../contracts/sanity-api.ts';
import { publishedId } from '../../../contracts/document-ids.ts';

interface StatusValue extends CourseStatus {
  replacedBy?: { _ref?: string };
  equivalent?: boolean;
}

const statusOf = (parent: unknown) => (parent ?? {}) as StatusValue;
const retiring = ({ parent }: { parent?: unknown }) => statusOf(parent).kind === 'superseded';

/**
 * Refuses a superseded course without its replacement, or with itself, and a last day that is missing or later
 * than one year after the replacement's release; the message suggests that day.
 */
async function statusRule(stored: unknown, context: ValidationContext) {
  const value = stored as StatusValue | undefined;
  if (!value || value.kind === 'current' || !value.kind) return true;
  const self = publishedId(context.document?._id ?? '');
  const replacementId = value.kind === 'superseded' ? value.replacedBy?._ref : undefined;
  if (value.kind === 'superseded' && !replacementId) return 'Choose the course that replaces this one';
  if (replacementId === self) return 'A course cannot replace itself: choose its new release';
  const replacement = replacementId
    ? await context
        .getClient({ apiVersion: SANITY_API_VERSION })
        .fetch<{ code: string; releasedOn: string | null } | null>(
          '*[_type == "course" && _id == $id && !(_id in path("drafts.**"))][0]{ code, releasedOn }',
          { id: replacementId },
        )
    : null;
  if (replacementId && !replacement) return 'The replacement is not published: publish it first';
  return lastDayProblem(value, replacement) ?? true;
}

/** Whether a course is current, superseded by a new release, or withdrawn, and until when learners may enrol. */
export const courseStatus = defineType({
  name: 'courseStatus',
  title: 'Status',
  type: 'object',
  validation: (rule) => rule.custom(statusRule),
  fields: [
    defineField({
      name: 'kind',
      title: 'Status on the National Register',
      type: 'string',
      description:
        'Superseded: a new release replaces it (training.gov.au shows which). Withdrawn: it ends without one. New learners may enrol until the last day below; the next day the course leaves the site and its page sends visitors to the replacement (or to its category).',
      options: { list: [...COURSE_STATUSES], layout: 'radio' },
      initialValue: 'current',
    }),
    defineField({
      name: 'replacedBy',
      title: 'Replaced by',
      type: 'reference',
      to: [{ type: 'course' }],
      description: 'The course that replaces it, e.g. TLI40324 for TLI40319. The course page links to it.',
      options: { disableNew: true },
      hidden: (context) => !retiring(context),
    }),
    defineField({
      name: 'equivalent',
      title: 'Equivalent',
      type: 'boolean',
      description: 'As training.gov.au maps the two: on when the outcomes are equivalent.',
      initialValue: false,
      hidden: (context) => !retiring(context),
    }),
    defineField({
      name: 'lastDay',
      title: 'Last day new learners may enrol',
      type: 'date',
      description:
        'At the latest one year after the replacement was released on the National Register (the Studio suggests it). No intake may start after it.',
      options: { dateFormat: 'D MMMM YYYY' },
      hidden: ({ parent }) => (statusOf(parent).kind ?? 'current') === 'current',
    }),
  ],
});
