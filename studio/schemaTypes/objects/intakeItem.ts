import { defineField, defineType } from 'sanity';

/** One entry of the "upcoming intakes" block on the Courses page, e.g. "Monthly online intakes". */
export const intakeItem = defineType({
  name: 'intakeItem',
  title: 'Intake',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the intake a title'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 2,
      description: 'When it starts or how often, in a sentence.',
      validation: (rule) => rule.required().error('Write the intake text'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
