import { LinkIcon } from '@sanity/icons/Link';
import { defineType } from 'sanity';
import { linkTargetFields, requiredString } from '../fields.ts';

/** A labelled link under one step of a how-to (e.g. "Browse our courses"). */
export const stepLink = defineType({
  name: 'stepLink',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    requiredString('label', 'Link text', {
      description: 'What the visitor clicks, e.g. "Browse our courses".',
      message: 'Write the link text',
    }),
    ...linkTargetFields(),
  ],
  preview: { select: { title: 'label', subtitle: 'href', page: 'reference.title' } },
});
