import { UsersIcon } from '@sanity/icons/Users';
import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { PAGE_CLAIMS_HELP } from '../page-sections.ts';

/** The PD series as the catalogue shows it: every session's card, marked as not accredited, and the next dates. */
export const pagePdSessions = defineType({
  name: 'pagePdSessions',
  title: 'PD sessions',
  type: 'object',
  icon: UsersIcon,
  description:
    'Every Professional Development session as the Courses page shows it, with its registration button and the next dates. One per page.',
  fields: [
    requiredString('heading', 'Heading', {
      description: 'e.g. "Professional Development for your team".',
      message: 'Write the heading above the sessions',
    }),
    defineField({
      name: 'intro',
      title: 'Text under the heading',
      type: 'text',
      rows: 2,
      description: `Optional. ${PAGE_CLAIMS_HELP}`,
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? 'PD sessions', subtitle: 'PD sessions' }),
  },
});
