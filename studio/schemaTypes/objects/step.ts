import { defineArrayMember, defineField, defineType } from 'sanity';

/** One numbered step of a how-to, e.g. "Choose your course", with optional links. */
export const step = defineType({
  name: 'step',
  title: 'Step',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the step a title'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'What the learner does in this step.',
      validation: (rule) => rule.required().error('Describe the step'),
    }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      description: 'Optional buttons under the step.',
      of: [defineArrayMember({ type: 'stepLink' })],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
