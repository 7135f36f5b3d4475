import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredString, requiredText, TITLE_AND_TEXT_PREVIEW } from '../fields.ts';

/** One numbered step of a how-to, e.g. "Choose your course", with optional links. */
export const step = defineType({
  name: 'step',
  title: 'Step',
  type: 'object',
  fields: [
    requiredString('title', 'Title', { message: 'Give the step a title' }),
    requiredText('text', 'Text', { description: 'What the learner does in this step.', message: 'Describe the step' }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      description: 'Optional buttons under the step.',
      of: [defineArrayMember({ type: 'stepLink' })],
    }),
  ],
  preview: TITLE_AND_TEXT_PREVIEW,
});
