import { defineField, defineType } from 'sanity';
import { hasLinkTarget, linkTargetFields, requiredString, requiredText, TITLE_AND_TEXT_PREVIEW } from '../fields.ts';

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
      description: 'Optional, e.g. "Read more". Say where it goes below as well.',
      validation: (rule) =>
        rule.custom((label, context) =>
          !label && hasLinkTarget(context.parent) ? 'Write the text of the link' : true,
        ),
    }),
    ...linkTargetFields({ optional: true }),
  ],
  preview: TITLE_AND_TEXT_PREVIEW,
});
