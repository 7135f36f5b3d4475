import { defineField, defineType } from 'sanity';
import { requiredText } from '../fields.ts';

/** A unit the quiz can recommend: the course (its title and page come from the catalogue) and why it suits. */
export const quizUnit = defineType({
  name: 'quizUnit',
  title: 'Recommended unit',
  type: 'object',
  fields: [
    defineField({
      name: 'course',
      title: 'Course',
      type: 'reference',
      to: [{ type: 'course' }],
      description: 'Only courses with a course page can be chosen: the recommendation links to it.',
      options: { disableNew: true, filter: 'hasDetailPage == true' },
      validation: (rule) => rule.required().error('Choose the course'),
    }),
    requiredText('benefit', 'Why it suits', {
      description: 'One sentence under the course title in the result.',
      rows: 2,
      message: 'Say in one sentence why this unit suits',
    }),
  ],
  preview: {
    select: { code: 'course.code', title: 'course.title', subtitle: 'benefit' },
    prepare: ({ code, title, subtitle }: Partial<Record<'code' | 'title' | 'subtitle', string>>) => ({
      title: [code, title].filter(Boolean).join(' · ') || 'No course chosen',
      subtitle,
    }),
  },
});
