import { defineField, defineType } from 'sanity';
import { CODE_PATTERN } from '../rules';

/** A unit of competency named inside a qualification's program details. */
export const unitRef = defineType({
  name: 'unitRef',
  title: 'Unit',
  type: 'object',
  fields: [
    defineField({
      name: 'code',
      title: 'Unit code',
      type: 'string',
      description: 'The national code, e.g. TLIF0080.',
      validation: (rule) => rule.required().regex(CODE_PATTERN, { name: 'unit code' }).error('Use the national unit code in capitals, e.g. TLIF0080'),
    }),
    defineField({ name: 'title', title: 'Unit title', type: 'string', validation: (rule) => rule.required().error('Give the unit title') }),
  ],
  preview: { select: { title: 'title', subtitle: 'code' } },
});
