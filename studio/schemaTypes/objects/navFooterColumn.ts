import { ThListIcon } from '@sanity/icons/ThList';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { counted } from '../../../contracts/counted.ts';

/** A column of links in the footer, under its heading. */
export const navFooterColumn = defineType({
  name: 'navFooterColumn',
  title: 'Footer column',
  type: 'object',
  icon: ThListIcon,
  fields: [
    requiredString('heading', 'Heading', {
      description: 'Shown above the links, e.g. "Explore".',
      message: 'Give the column a heading',
    }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({ type: 'navLink' }), defineArrayMember({ type: 'navAutoLinks' })],
      validation: (rule) => rule.required().min(1).error('Add at least one link to the column, or remove it'),
    }),
  ],
  preview: {
    select: { title: 'heading', links: 'links' },
    prepare: ({ title, links }: { title?: string; links?: unknown[] }) => ({
      title,
      subtitle: counted(links?.length ?? 0, 'link'),
    }),
  },
});
