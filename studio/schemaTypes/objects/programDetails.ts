import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';

/** Structure, core units, licence and electives describe a qualification; a unit has none. */
const hiddenForUnits = ({ document }: { document?: Record<string, unknown> }) => document?.courseType === 'unit';

/**
 * The "Program Details" box of a course page: volume of learning, delivery and, for
 * qualifications, the units that make up the program. The fee shown there is the course price.
 */
export const programDetails = defineType({
  name: 'programDetails',
  title: 'Program details',
  type: 'object',
  fields: [
    requiredString('learningVolume', 'Volume of learning', {
      description: 'How long learners study, e.g. "24 hours over 4 weeks" or "12 months".',
      message: 'Give the volume of learning',
    }),
    defineField({
      name: 'deliveryMode',
      title: 'Delivery mode',
      type: 'string',
      description: 'One line, e.g. "Online, self-paced with trainer support".',
    }),
    defineField({
      name: 'deliveryMethods',
      title: 'Delivery methods',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      description: 'For programs delivered several ways: one line per way, e.g. "Workplace-based assessment".',
    }),
    defineField({
      name: 'units',
      hidden: hiddenForUnits,
      title: 'Structure: units',
      type: 'unitCounts',
      description:
        'Qualifications: how many units in total, core and of each kind of elective. The course page and "Before you enrol" take the numbers from here.',
      validation: (rule) =>
        rule.custom(
          (units, context) =>
            (context.document as { courseType?: string } | undefined)?.courseType !== 'qualification' ||
            (context.document as { hasDetailPage?: boolean }).hasDetailPage === false ||
            Boolean(units) ||
            'Give the number of units: the course page states them',
        ),
    }),
    defineField({
      name: 'structureNote',
      hidden: hiddenForUnits,
      title: 'Structure note',
      type: 'string',
      description:
        'Optional, after the counts, e.g. "The elective mix is confirmed at enrolment to suit your workplace." The hours per unit are worked out from the duration.',
    }),
    defineField({
      name: 'coreUnits',
      hidden: hiddenForUnits,
      title: 'Core units',
      type: 'array',
      of: [defineArrayMember({ type: 'unitRef' })],
      description: 'Qualifications: the units every learner completes.',
    }),
    defineField({
      name: 'licensingUnit',
      hidden: hiddenForUnits,
      title: 'Licensing unit',
      type: 'unitRef',
      description: 'Only where the qualification includes a licence unit.',
    }),
    defineField({
      name: 'electiveGroups',
      hidden: hiddenForUnits,
      title: 'Electives',
      type: 'array',
      of: [defineArrayMember({ type: 'electiveGroup' })],
      description: 'One group per heading on the course page, e.g. "Technical electives" and "General electives".',
    }),
  ],
  validation: (rule) =>
    rule
      .custom((details, context) => {
        const value = details as
          { deliveryMode?: string; deliveryMethods?: string[]; coreUnits?: unknown[] } | undefined;
        if (!value) return true;
        if (!value.deliveryMode?.trim() && !value.deliveryMethods?.length) {
          return 'Say how the program is delivered: fill in the delivery mode or the delivery methods';
        }
        const courseType = (context.document as { courseType?: string } | undefined)?.courseType;
        return (
          courseType !== 'qualification' ||
          Boolean(value.coreUnits?.length) ||
          'Qualifications usually list their core units'
        );
      })
      .warning(),
});
