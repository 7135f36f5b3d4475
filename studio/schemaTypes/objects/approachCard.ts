import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { defineType } from 'sanity';
import { requiredString, requiredText, TITLE_AND_TEXT_PREVIEW } from '../fields.ts';

/** One card of "Our Applied Approach" on a course page, usually Qualified, Compliant or Safe. */
export const approachCard = defineType({
  name: 'approachCard',
  title: 'Approach card',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [
    requiredString('title', 'Title', {
      description: 'One or two words, e.g. "Qualified".',
      message: 'Give the card a title',
    }),
    requiredText('text', 'Text', {
      description: 'One or two sentences under the title.',
      message: 'Write the card text',
    }),
  ],
  preview: TITLE_AND_TEXT_PREVIEW,
});
