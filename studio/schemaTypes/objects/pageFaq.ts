import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredString, requiredText } from '../fields.ts';
import { PAGE_CLAIMS_HELP } from '../page-sections.ts';

/** Questions and answers; search engines read them as an FAQ (FAQPage structured data). */
export const pageFaq = defineType({
  name: 'pageFaq',
  title: 'Questions and answers',
  type: 'object',
  icon: HelpCircleIcon,
  description: 'Common questions, each opening to its answer. Search engines may show them under the page.',
  fields: [
    requiredString('heading', 'Heading', {
      description: 'e.g. "Common questions".',
      message: 'Write the heading above the questions',
    }),
    defineField({
      name: 'items',
      title: 'Questions',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'faqItem',
          title: 'Question',
          type: 'object',
          fields: [
            requiredString('question', 'Question', { message: 'Write the question' }),
            requiredText('answer', 'Answer', {
              rows: 3,
              description: `Plain sentences. ${PAGE_CLAIMS_HELP}`,
              message: 'Write the answer',
            }),
          ],
          preview: { select: { title: 'question', subtitle: 'answer' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Add at least one question'),
    }),
  ],
  preview: {
    select: { title: 'heading', items: 'items' },
    prepare: ({ title, items }: { title?: string; items?: unknown[] }) => ({
      title: title ?? 'Questions and answers',
      subtitle: `Questions and answers · ${items?.length ?? 0}`,
    }),
  },
});
