import { defineField, defineType } from 'sanity';

/** A named group of electives, e.g. "Group A electives" or "Technical electives". */
export const electiveGroup = defineType({
  name: 'electiveGroup',
  title: 'Elective group',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Group name',
      type: 'string',
      description: 'As the packaging rules name it: "Elective examples", "Technical electives", "Group A electives"…',
      validation: (rule) => rule.required().error('Name the elective group'),
    }),
    defineField({ name: 'units', title: 'Units', type: 'array', of: [{ type: 'unitRef' }], validation: (rule) => rule.min(1).error('List at least one unit') }),
  ],
  preview: { select: { title: 'title', units: 'units' }, prepare: ({ title, units }) => ({ title, subtitle: `${units?.length ?? 0} units` }) },
});
