import { defineField, defineType } from 'sanity';
import { requiredString, requiredText, TITLE_AND_TEXT_PREVIEW } from '../fields.ts';
import { PLACEHOLDER_HELP } from '../../../src/lib/rules/placeholders.ts';
import { hrefRule } from '../rules.ts';

/** One card of a card grid on a policy page, optionally with a link (e.g. "Read the Code of Conduct"). */
export const card = defineType({
  name: 'card',
  title: 'Card',
  type: 'object',
  fields: [
    requiredString('title', 'Title', { message: 'Give the card a title' }),
    requiredText('text', 'Text', { description: 'A sentence or two.', message: 'Write the card text' }),
    defineField({
      name: 'linkLabel',
      title: 'Link text',
      type: 'string',
      description: 'Optional, e.g. "Read more". Fill in "Goes to" as well.',
      validation: (rule) =>
        rule.custom((label, context) =>
          !label && (context.parent as { href?: string } | undefined)?.href ? 'Write the text of the link' : true,
        ),
    }),
    defineField({
      name: 'href',
      title: 'Goes to',
      type: 'string',
      description: `Optional: a page on this site (/courses), a web address (https://…), an e-mail (mailto:…) or a phone number (tel:…). ${PLACEHOLDER_HELP}`,
      validation: (rule) => [
        rule.custom(hrefRule),
        rule.custom((href, context) =>
          !href && (context.parent as { linkLabel?: string } | undefined)?.linkLabel
            ? 'Say where the link goes, or remove the link text'
            : true,
        ),
      ],
    }),
  ],
  preview: TITLE_AND_TEXT_PREVIEW,
});
