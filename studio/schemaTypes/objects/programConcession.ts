import { defineArrayMember, defineField, defineType } from 'sanity';

/** Who pays a program's concession price, and what they show for it. */
export const programConcession = defineType({
  name: 'programConcession',
  title: 'Concession',
  type: 'object',
  fields: [
    defineField({
      name: 'rule',
      title: 'Who pays the concession price',
      type: 'fundingRule',
      description: 'On top of the program\'s rules, e.g. "concession is one of: yes".',
      validation: (rule) => rule.required().error('Say who pays the concession price'),
    }),
    defineField({
      name: 'evidence',
      title: 'Evidence for the concession',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
  ],
});
