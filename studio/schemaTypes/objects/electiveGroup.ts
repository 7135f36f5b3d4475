import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { counted } from '../../../contracts/counted.ts';

/** A named group of elective units in a qualification, e.g. "Group A electives" or "Technical electives". */
export const electiveGroup = defineType({
  name: 'electiveGroup',
  title: 'Elective group',
  type: 'object',
  fields: [
    requiredString('title', 'Group name', {
      description:
        'As the packaging rules name it, e.g. "Elective examples", "Technical electives", "General electives" or "Group A electives".',
      message: 'Name the elective group',
    }),
    defineField({
      name: 'units',
      title: 'Units',
      type: 'array',
      description: 'The units of this group, in the order the course page lists them.',
      of: [defineArrayMember({ type: 'unitRef' })],
      validation: (rule) => rule.required().min(1).error('List at least one unit in the group'),
    }),
  ],
  preview: {
    select: { title: 'title', units: 'units' },
    prepare: ({ title, units }: { title?: string; units?: unknown[] }) => ({
      title: title ?? 'Elective group',
      subtitle: counted(units?.length ?? 0, 'unit'),
    }),
  },
});
