import { SyncIcon } from '@sanity/icons/Sync';
import { defineField, defineType } from 'sanity';
import { NAV_AUTO_SOURCES } from '../navigation-sources.ts';

/** Links that follow their documents: a new, renamed or reordered category or policy page shows up by itself. */
export const navAutoLinks = defineType({
  name: 'navAutoLinks',
  title: 'Links that follow the content',
  type: 'object',
  icon: SyncIcon,
  fields: [
    defineField({
      name: 'source',
      title: 'Which links',
      type: 'string',
      description: 'The menu lists these in the order they have in the Studio, with their current names.',
      options: { list: NAV_AUTO_SOURCES.map(({ value, title }) => ({ value, title })), layout: 'radio' },
      validation: (rule) => rule.required().error('Choose which links to show'),
    }),
  ],
  preview: {
    select: { source: 'source' },
    prepare: ({ source }: { source?: string }) => ({
      title: NAV_AUTO_SOURCES.find((entry) => entry.value === source)?.title ?? 'Choose which links',
      subtitle: 'Follows the content',
    }),
  },
});
