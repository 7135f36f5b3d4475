import { defineField, defineType } from 'sanity';

/** One milestone of the learning and assessment journey on the About page, e.g. "Enrolment". */
export const milestone = defineType({
  name: 'milestone',
  title: 'Milestone',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the milestone a title'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'A sentence or two about this stage.',
      validation: (rule) => rule.required().error('Write the milestone text'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
