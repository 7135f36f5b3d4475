import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { defineField, defineType } from 'sanity';

/** One card of "Our Applied Approach" on a course page, usually Qualified, Compliant or Safe. */
export const approachCard = defineType({
  name: 'approachCard',
  title: 'Approach card',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'One or two words, e.g. "Qualified".',
      validation: (rule) => rule.required().error('Give the card a title'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the title.',
      validation: (rule) => rule.required().error('Write the card text'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
