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
      name: 'structure',
      hidden: hiddenForUnits,
      title: 'Structure',
      type: 'text',
      rows: 3,
      description: 'Qualifications: how many units and of which kind, e.g. "16 units: 2 core and 14 electives".',
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
