import { defineArrayMember, defineField, defineType } from 'sanity';
import { unitCountsProblem, type UnitCounts } from '../../../contracts/rules/stated-facts.ts';

/**
 * How many units a qualification's packaging rules require, stored once: the course page's structure line,
 * its first program feature and "Before you enrol" ("assessed competent in all 14 units") take the numbers
 * from here, and text that states other numbers is refused.
 */
export const unitCounts = defineType({
  name: 'unitCounts',
  title: 'Units',
  type: 'object',
  fields: [
    defineField({
      name: 'total',
      title: 'Units in total',
      type: 'number',
      description: 'As the packaging rules on training.gov.au require, e.g. 14.',
      validation: (rule) => rule.required().integer().min(1).error('Give the number of units in total, e.g. 14'),
    }),
    defineField({
      name: 'core',
      title: 'Core units',
      type: 'number',
      description: 'How many core units, e.g. 2. The core units themselves are listed below.',
      validation: (rule) => rule.required().integer().min(0).error('Give the number of core units, e.g. 2'),
    }),
    defineField({
      name: 'electives',
      title: 'Electives',
      type: 'array',
      description:
        'Each kind of elective with how many, as the course page should read it, e.g. 4 "warehousing electives" and 8 "general electives", or 9 "electives".',
      of: [
        defineArrayMember({
          name: 'electiveCount',
          title: 'Electives of one kind',
          type: 'object',
          fields: [
            defineField({
              name: 'count',
              title: 'How many',
              type: 'number',
              validation: (rule) => rule.required().integer().min(1).error('Give how many, e.g. 8'),
            }),
            defineField({
              name: 'kind',
              title: 'Kind',
              type: 'string',
              description:
                'Plural unless the count is 1, e.g. "general electives", "Group A electives", "licensing elective".',
              validation: (rule) => rule.required().error('Say which kind of elective, e.g. "general electives"'),
            }),
          ],
          preview: {
            select: { count: 'count', kind: 'kind' },
            prepare: ({ count, kind }: { count?: number; kind?: string }) => ({
              title: `${count ?? '?'} ${kind ?? ''}`,
            }),
          },
        }),
      ],
    }),
  ],
  validation: (rule) => rule.custom((units) => unitCountsProblem(units as UnitCounts | undefined) ?? true),
  preview: {
    select: { total: 'total', core: 'core' },
    prepare: ({ total, core }: { total?: number; core?: number }) => ({
      title: `${total ?? '?'} units`,
      subtitle: `${core ?? '?'} core`,
    }),
  },
});
