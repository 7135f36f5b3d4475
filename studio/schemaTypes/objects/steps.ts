import { OlistIcon } from '@sanity/icons/Olist';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { counted } from '../../../contracts/counted.ts';

/** Numbered steps inside a policy page, e.g. how to enrol; the site numbers them automatically. */
export const steps = defineType({
  name: 'steps',
  title: 'Steps',
  type: 'object',
  icon: OlistIcon,
  fields: [
    defineField({
      name: 'items',
      title: 'Steps',
      type: 'array',
      description: 'In order: the first step is number 1.',
      of: [defineArrayMember({ type: 'step' })],
      validation: (rule) => rule.required().min(1).error('Add at least one step'),
    }),
  ],
  preview: {
    select: { items: 'items' },
    prepare: ({ items }: { items?: Array<{ title?: string }> }) => ({
      title: 'Steps',
      subtitle: `${counted(items?.length ?? 0, 'step')}${items?.[0]?.title ? `, starting with "${items[0].title}"` : ''}`,
    }),
  },
});
