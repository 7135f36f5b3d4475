import { defineField, defineType } from 'sanity';
import { QUIZ_OPTION_CATEGORIES } from '../../../contracts/quiz/model.ts';
import { requiredString } from '../fields.ts';

/** One answer to a quiz question, and what it counts for in the recommendation. */
export const quizOption = defineType({
  name: 'quizOption',
  title: 'Answer',
  type: 'object',
  fields: [
    requiredString('text', 'Answer text', { message: 'Write the answer' }),
    defineField({
      name: 'category',
      title: 'Counts for',
      type: 'string',
      description:
        'Questions 1–3: the topic (CoR, Fatigue, Cargo, WHS). Question 4: the role. Question 5: Any, or Contact to offer a talk with the team instead of a unit.',
      options: { list: [...QUIZ_OPTION_CATEGORIES] },
      validation: (rule) => rule.required().error('Choose what this answer counts for'),
    }),
    defineField({
      name: 'securesLoads',
      title: 'Secure loads',
      type: 'boolean',
      description: 'Question 2 only: on for the Cargo answer about securing loads, which recommends TLIA1001.',
      initialValue: false,
      hidden: ({ parent, value }) => !value && (parent as { category?: string } | undefined)?.category !== 'Cargo',
    }),
  ],
  preview: {
    select: { title: 'text', category: 'category', securesLoads: 'securesLoads' },
    prepare: ({ title, category, securesLoads }: { title?: string; category?: string; securesLoads?: boolean }) => ({
      title,
      subtitle: [category, securesLoads ? 'secure loads' : undefined].filter(Boolean).join(' · '),
    }),
  },
});
