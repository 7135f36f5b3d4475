import { defineField, defineType } from 'sanity';

/** The "Program Details" sidebar of a course page. The fee is the course price. */
export const programDetails = defineType({
  name: 'programDetails',
  title: 'Program details',
  type: 'object',
  fields: [
    defineField({
      name: 'learningVolume',
      title: 'Volume of learning',
      type: 'string',
      description: 'e.g. "36 hours over 4 weeks".',
      validation: (rule) => rule.required().error('Give the volume of learning'),
    }),
    defineField({ name: 'deliveryMode', title: 'Delivery mode', type: 'string', description: 'One line, e.g. "Online, self-paced with trainer support". Use either this or delivery methods.' }),
    defineField({ name: 'deliveryMethods', title: 'Delivery methods', type: 'array', of: [{ type: 'string' }], description: 'A list, for courses delivered several ways.' }),
    defineField({ name: 'structure', title: 'Structure', type: 'text', rows: 3, description: 'Qualifications: how many units and of which kind, e.g. "16 units: 2 core, 14 electives".' }),
    defineField({ name: 'coreUnits', title: 'Core units', type: 'array', of: [{ type: 'unitRef' }] }),
    defineField({ name: 'licensingUnit', title: 'Licensing unit', type: 'unitRef', description: 'Only where the qualification has one.' }),
    defineField({ name: 'electiveGroups', title: 'Electives', type: 'array', of: [{ type: 'electiveGroup' }], description: 'Elective examples, or technical, general and example electives, or Group A/B/D electives.' }),
  ],
});
