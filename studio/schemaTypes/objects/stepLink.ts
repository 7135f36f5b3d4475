import { LinkIcon } from '@sanity/icons/Link';
import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { PLACEHOLDER_HELP } from '../../../src/lib/rules/placeholders.ts';
import { hrefRule } from '../rules.ts';

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
    defineField({
      name: 'href',
      title: 'Goes to',
      type: 'string',
      description: `A page on this site (/courses), a web address (https://…), an e-mail (mailto:…) or a phone number (tel:…). ${PLACEHOLDER_HELP}`,
      validation: (rule) => [rule.required().error('Say where the link goes'), rule.custom(hrefRule)],
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
