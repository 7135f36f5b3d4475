import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { QUESTION_KINDS } from '../../../contracts/funding/model.ts';
import { isUniqueValue } from '../rules.ts';
import { questionHelpField, questionKindField, requiredString } from '../fields.ts';

const KIND_TITLES: Record<(typeof QUESTION_KINDS)[number], string> = {
  yesNo: 'Yes or no',
  choice: 'One of a list',
  number: 'A number',
  state: 'A state or territory',
};

/**
 * A question the fee checker may ask, e.g. "How old are you?". Funding programs' rules name it by its key; the
 * checker asks only the questions a course's programs need.
 */
export const fundingQuestion = defineType({
  name: 'fundingQuestion',
  title: 'Funding question',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    requiredString('text', 'Question', { description: 'As the learner reads it, e.g. "How old are you?".' }),
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description:
        'The answer\'s name in the page address and in the rules, e.g. "age". Lower case letters only. Changing it breaks shared links and every rule that names it.',
      validation: (rule) => [
        rule.required().error('Give the question a key, e.g. age'),
        rule.regex(/^[a-z]+$/).error('Use lower case letters only, e.g. age'),
        rule.custom(
          async (value, context) => (await isUniqueValue('key', value, context)) || 'Another question has this key',
        ),
      ],
    }),
    questionHelpField(),
    questionKindField(QUESTION_KINDS.map((value) => ({ value, title: KIND_TITLES[value] }))),
    defineField({
      name: 'choices',
      title: 'Answers',
      type: 'array',
      of: [defineArrayMember({ type: 'questionChoice' })],
      hidden: ({ document }) => document?.kind !== 'choice',
      validation: (rule) =>
        rule.custom(
          (value: unknown[] | undefined, context) =>
            context.document?.kind !== 'choice' ||
            (value?.length ?? 0) >= 2 ||
            'Give at least two answers to choose from',
        ),
    }),
    defineField({
      name: 'noneLabel',
      title: '"None of them" answer',
      type: 'string',
      description: 'Optional, for a state question: an extra answer such as "I am not working".',
      hidden: ({ document }) => document?.kind !== 'state',
    }),
    requiredString('phrase', 'Phrase in a rule', {
      description:
        'The words a rule\'s sentence starts with, e.g. "is aged" (is aged at least 15) or "lives in". For a yes/no question, the whole statement a "yes" makes, e.g. "holds a concession card".',
      message: 'Write the words a rule starts with, e.g. "lives in"',
    }),
    defineField({
      name: 'negativePhrase',
      title: 'Negative phrase',
      type: 'string',
      description: 'For "none of" rules, e.g. "does not hold"; for a yes/no question, what a "no" says.',
    }),
    defineField({
      name: 'unit',
      title: 'Unit after a number',
      type: 'string',
      description: 'Optional, e.g. "government-subsidised courses this calendar year".',
      hidden: ({ document }) => document?.kind !== 'number',
    }),
    defineField({
      name: 'position',
      title: 'Position',
      type: 'number',
      description: 'Where the checker asks it: 1 first.',
      validation: (rule) => rule.required().min(1).integer().error('Give a whole number from 1'),
    }),
  ],
  orderings: [{ title: 'Position', name: 'position', by: [{ field: 'position', direction: 'asc' }] }],
  preview: { select: { title: 'text', subtitle: 'key' } },
});
