import { ThListIcon } from '@sanity/icons/ThList';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredString, requiredText } from '../fields.ts';
import { hrefRule } from '../rules.ts';

/**
 * The Courses page's own text: the PD Series introduction, the promo block and upcoming intakes.
 * The course cards come from the courses themselves, the PD cards from the PD sessions.
 */
export const coursesPage = defineType({
  name: 'coursesPage',
  title: 'Courses page',
  type: 'document',
  icon: ThListIcon,
  fields: [
    requiredString('pdSeriesHeading', 'PD Series heading', {
      description: 'e.g. "Professional Development (PD) Series".',
    }),
    requiredText('pdSeriesIntro', 'PD Series introduction', {
      description: 'A few sentences above the PD session cards.',
    }),
    defineField({
      name: 'promo',
      title: 'Promo block',
      type: 'object',
      description: 'A highlighted box with a button, e.g. pointing to the course quiz.',
      validation: (rule) => rule.required().error('Fill in the promo block'),
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('text', 'Text'),
        requiredString('ctaLabel', 'Button text', { description: 'e.g. "Take the Quiz".' }),
        defineField({
          name: 'ctaHref',
          title: 'Button goes to',
          type: 'string',
          description: 'A page on this site, e.g. /quiz, or a full https:// address.',
          validation: (rule) => [rule.required().error('Say where the button goes'), rule.custom(hrefRule)],
        }),
      ],
    }),
    defineField({
      name: 'intakes',
      title: 'Upcoming intakes',
      type: 'object',
      validation: (rule) => rule.required().error('Fill in the upcoming intakes'),
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('text', 'Text'),
        defineField({
          name: 'items',
          title: 'Intakes',
          type: 'array',
          of: [defineArrayMember({ type: 'intakeItem' })],
          validation: (rule) => rule.required().min(1).error('Add at least one intake'),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Courses page' }) },
});
