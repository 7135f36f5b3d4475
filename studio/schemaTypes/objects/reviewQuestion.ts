import { defineArrayMember, defineField, defineType } from 'sanity';
import { REVIEW_AREAS, type ReviewArea, type ReviewQuestion } from '../../../contracts/applications/review.ts';
import type { QuestionKind } from '../../../contracts/funding/model.ts';
import { questionHelpField, questionKindField, requiredString } from '../fields.ts';
import { reviewFieldProblem } from '../review-checks.ts';

const AREA_TITLES: Record<ReviewArea, string> = {
  course: 'The course: goals, workplace, experience, recognition of prior learning',
  digital: 'Digital access: device, internet, confidence',
  llnd: 'Language, literacy, numeracy and digital literacy (LLND): self-assessment or a short task',
  support: 'Support needs',
};

const KINDS: { value: Exclude<QuestionKind, 'state'>; title: string }[] = [
  { value: 'choice', title: 'One of a list' },
  { value: 'yesNo', title: 'Yes or no' },
  { value: 'number', title: 'A number (0 to 120)' },
];

const kindOf = (parent: unknown) => (parent as Partial<ReviewQuestion> | undefined)?.kind;

/** One question of the pre-training review, e.g. "Do you have a computer and the internet at home?". */
export const reviewQuestion = defineType({
  name: 'reviewQuestion',
  title: 'Review question',
  type: 'object',
  fields: [
    requiredString('text', 'Question', {
      description: 'As the learner reads it, e.g. "How easy is it for you to read work instructions in English?".',
      message: 'Write the question as the learner reads it',
    }),
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description:
        'The answer\'s name in the rules below, e.g. "reading". Lower case letters only, and no other question of the review may have it. Changing it breaks every rule that names it.',
      validation: (rule) => [
        rule.required().error('Give the question a key, e.g. reading'),
        rule.custom((_value, context) => reviewFieldProblem(context)),
      ],
    }),
    defineField({
      name: 'area',
      title: 'Part of the review',
      type: 'string',
      description: 'The part of Standard 2.2 it covers. The learner is asked each part in this order.',
      options: { list: REVIEW_AREAS.map((value) => ({ value, title: AREA_TITLES[value] })), layout: 'radio' },
      validation: (rule) => rule.required().error('Choose the part of the review this question covers'),
    }),
    questionHelpField(),
    questionKindField(KINDS, 'choice'),
    defineField({
      name: 'choices',
      title: 'Answers',
      type: 'array',
      of: [defineArrayMember({ type: 'questionChoice' })],
      description: 'The answers the learner chooses from, in this order. The rules name them by their value.',
      hidden: ({ parent }) => kindOf(parent) !== 'choice',
      validation: (rule) => rule.custom((_value, context) => reviewFieldProblem(context)),
    }),
  ],
  preview: {
    select: { title: 'text', key: 'key', area: 'area' },
    prepare: ({ title, key, area }: { title?: string; key?: string; area?: ReviewArea }) => ({
      title: title ?? 'Review question',
      subtitle: [area && AREA_TITLES[area].split(':')[0], key].filter(Boolean).join(' · '),
    }),
  },
});
