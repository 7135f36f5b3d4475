import { defineField, defineType } from 'sanity';

/** One card of "Our Applied Approach" on a course page (Qualified, Compliant, Safe). */
export const approachCard = defineType({
  name: 'approachCard',
  title: 'Approach card',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().error('Give the card a title') }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().error('Write the card text') }),
  ],
});
