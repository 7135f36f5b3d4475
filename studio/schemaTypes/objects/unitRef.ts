import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { COURSE_CODE_MESSAGE, COURSE_CODE_PATTERN } from '../../../contracts/rules/course-code.ts';

/**
 * A unit of competency named inside a qualification's program details (core units, electives,
 * licensing unit). Only its code and title: it does not need its own course in the catalogue.
 */
export const unitRef = defineType({
  name: 'unitRef',
  title: 'Unit',
  type: 'object',
  fields: [
    defineField({
      name: 'code',
      title: 'Unit code',
      type: 'string',
      description: 'The national unit code, e.g. TLIF0080.',
      validation: (rule) => [
        rule.required().error('Give the unit code'),
        rule.regex(COURSE_CODE_PATTERN, { name: 'unit code' }).error(COURSE_CODE_MESSAGE),
      ],
    }),
    requiredString('title', 'Unit title', {
      description: 'The official title, e.g. "Implement and monitor chain of responsibility requirements".',
      message: 'Give the unit title',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'code' } },
});
