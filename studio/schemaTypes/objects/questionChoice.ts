import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { REVIEW_TYPE } from '../review-checks.ts';

/** One answer to a funding question or a review question, e.g. "Certificate III". */
export const questionChoice = defineType({
  name: 'questionChoice',
  title: 'Answer',
  type: 'object',
  fields: [
    requiredString('label', 'Answer as the learner reads it', {
      description: 'e.g. "Certificate III".',
      message: 'Write the answer as the learner reads it',
    }),
    requiredString('value', 'Value in the address', {
      description:
        'Short, lower case, with hyphens, e.g. "cert-iii". It appears in the page address and the rules use it: change it only with the rules.',
      message: 'Give the answer a short value, e.g. cert-iii',
    }),
    defineField({
      name: 'words',
      title: 'In a sentence',
      type: 'string',
      description:
        'How a rule says it after the question\'s phrase, e.g. "a Certificate III" (in "holds a Certificate III").',
      // A review's rules are never put into a sentence: its answers need no words.
      hidden: ({ document }) => document?._type === REVIEW_TYPE,
      validation: (rule) =>
        rule.custom(
          (value: string | undefined, context) =>
            context.document?._type === REVIEW_TYPE ||
            Boolean(value?.trim()) ||
            'Write how a sentence says this answer',
        ),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'value' } },
});
