import { defineType } from 'sanity';
import { requiredString, requiredText, TITLE_AND_TEXT_PREVIEW } from '../fields.ts';

/** One entry of the "upcoming intakes" block on the Courses page, e.g. "Monthly online intakes". */
export const intakeItem = defineType({
  name: 'intakeItem',
  title: 'Intake',
  type: 'object',
  fields: [
    requiredString('title', 'Title', { message: 'Give the intake a title' }),
    requiredText('text', 'Text', {
      description: 'When it starts or how often, in a sentence.',
      rows: 2,
      message: 'Write the intake text',
    }),
  ],
  preview: TITLE_AND_TEXT_PREVIEW,
});
