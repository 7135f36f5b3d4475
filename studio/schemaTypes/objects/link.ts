import { LinkIcon } from '@sanity/icons/Link';
import { defineField, defineType } from 'sanity';
import { PLACEHOLDER_HELP } from '../../../src/lib/rules/placeholders.ts';
import { hrefRule } from '../rules.ts';

/** A link on selected words of a policy page's text (select the words, then click the link button). */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'href',
      title: 'Goes to',
      type: 'string',
      description: `A page on this site (/get-in-touch), a web address (https://…), an e-mail (mailto:…) or a phone number (tel:1300975707). ${PLACEHOLDER_HELP}`,
      validation: (rule) => [rule.required().error('Say where the link goes'), rule.custom(hrefRule)],
    }),
  ],
});
