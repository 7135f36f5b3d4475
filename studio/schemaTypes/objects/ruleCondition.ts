import { defineArrayMember, defineField, defineType } from 'sanity';
import { CONDITION_OPERATORS, type Condition } from '../../../contracts/funding/model.ts';
import { conditionProblem } from '../../../contracts/funding/problems.ts';
import { fetchFundingQuestions } from '../funding-questions.ts';
import { REVIEW_TYPE, reviewFieldProblem } from '../review-checks.ts';

const OPERATOR_TITLES: Record<(typeof CONDITION_OPERATORS)[number], string> = {
  oneOf: 'is one of',
  noneOf: 'is none of',
  atLeast: 'is at least',
  lessThan: 'is fewer than',
};
const NUMBER_OPERATORS = new Set(['atLeast', 'lessThan']);

/** One condition on an answer, e.g. "age is at least 15" or "school is one of: left, vetis". */
export const ruleCondition = defineType({
  name: 'ruleCondition',
  title: 'Condition',
  type: 'object',
  fields: [
    defineField({
      name: 'question',
      title: 'Question (its key)',
      type: 'string',
      description:
        'The key of a question, e.g. "age" or "residency": a funding question in a funding rule, a question of the review in a review\'s rule.',
      validation: (rule) => [
        rule.required().error('Name the question by its key, e.g. age'),
        // A rule on a question the checker never asks could never be answered: refuse it.
        rule.custom(async (_value, context) => {
          const condition = context.parent as Condition | undefined;
          if (!condition?.question || !condition.operator) return true;
          // A pre-training review's rules ask about its own questions, which its own check knows.
          if (context.document?._type === REVIEW_TYPE) return reviewFieldProblem(context);
          return conditionProblem(condition, await fetchFundingQuestions(context)) ?? true;
        }),
      ],
    }),
    defineField({
      name: 'operator',
      title: 'The answer',
      type: 'string',
      options: {
        list: CONDITION_OPERATORS.map((value) => ({ value, title: OPERATOR_TITLES[value] })),
        layout: 'radio',
      },
      validation: (rule) => rule.required().error('Choose how the answer is compared'),
    }),
    defineField({
      name: 'values',
      title: 'Answers',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      description: "The values of the question's answers, e.g. left, vetis.",
      hidden: ({ parent }) => NUMBER_OPERATORS.has((parent as Condition | undefined)?.operator ?? ''),
    }),
    defineField({
      name: 'number',
      title: 'Number',
      type: 'number',
      hidden: ({ parent }) => !NUMBER_OPERATORS.has((parent as Condition | undefined)?.operator ?? ''),
    }),
    defineField({
      name: 'checkValues',
      title: 'Answers we check case by case',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      description: 'Optional: answers for which the program decides case by case. The checker says "we need to check".',
      hidden: ({ parent, document }) =>
        document?._type === REVIEW_TYPE || NUMBER_OPERATORS.has((parent as Condition | undefined)?.operator ?? ''),
    }),
  ],
  preview: {
    select: { question: 'question', operator: 'operator', values: 'values', number: 'number' },
    prepare: ({ question, operator, values, number }: Partial<Condition>) => ({
      title: `${question ?? '?'} ${operator ? OPERATOR_TITLES[operator] : '?'} ${
        operator && NUMBER_OPERATORS.has(operator) ? (number ?? '?') : (values ?? []).join(', ')
      }`,
    }),
  },
});
