import { RocketIcon } from '@sanity/icons/Rocket';
import { defineField, defineType } from 'sanity';
import { requiredString, requiredText } from '../fields.ts';
import { PAGE_CLAIMS_HELP } from '../page-sections.ts';

/** A page's opening band: the page's main heading on navy, as on the About page and the catalogue. */
export const pageHero = defineType({
  name: 'pageHero',
  title: 'Hero',
  type: 'object',
  icon: RocketIcon,
  description: 'The big heading at the top of the page, with a sentence or two under it.',
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Small label above the heading',
      type: 'string',
      description: 'Optional, e.g. "Queensland Certificate 3 Guarantee".',
    }),
    requiredString('heading', 'Heading', {
      description: 'The page\u2019s main heading: one per page.',
      message: 'Write the heading',
    }),
    requiredText('lead', 'Text under the heading', {
      rows: 2,
      description: `A sentence or two. ${PAGE_CLAIMS_HELP}`,
      message: 'Write a sentence under the heading',
    }),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'lead' },
    prepare: ({ title, subtitle }: { title?: string; subtitle?: string }) => ({
      title: title ?? 'Hero',
      subtitle: ['Hero', subtitle].filter(Boolean).join(' · '),
    }),
  },
});
