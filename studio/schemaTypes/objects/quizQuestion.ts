import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { counted } from '../../../contracts/counted.ts';

/** A quiz question with its answers, in the order visitors see them. */
export const quizQuestion = defineType({
  name: 'quizQuestion',
  title: 'Question',
  type: 'object',
  fields: [
    requiredString('question', 'Question', { message: 'Write the question' }),
    defineField({
      name: 'options',
      title: 'Answers',
      type: 'array',
      of: [defineArrayMember({ type: 'quizOption' })],
      validation: (rule) => rule.required().min(2).error('Give at least two answers'),
    }),
  ],
  preview: {
    select: { title: 'question', options: 'options' },
    prepare: ({ title, options }: { title?: string; options?: unknown[] }) => ({
      title,
      subtitle: counted(options?.length ?? 0, 'answer'),
    }),
  },
});
