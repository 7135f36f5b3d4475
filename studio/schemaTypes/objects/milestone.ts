import { defineType } from 'sanity';
import { requiredString, requiredText, TITLE_AND_TEXT_PREVIEW } from '../fields.ts';

/** One milestone of the learning and assessment journey on the About page, e.g. "Enrolment". */
export const milestone = defineType({
  name: 'milestone',
  title: 'Milestone',
  type: 'object',
  fields: [
    requiredString('title', 'Title', { message: 'Give the milestone a title' }),
    requiredText('text', 'Text', {
      description: 'A sentence or two about this stage.',
      message: 'Write the milestone text',
    }),
  ],
  preview: TITLE_AND_TEXT_PREVIEW,
});
