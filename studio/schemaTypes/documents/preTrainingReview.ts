import { ClipboardIcon } from '@sanity/icons/Clipboard';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { isUniqueValue } from '../rules.ts';
import { isOnlySharedReview, REVIEW_TYPE } from '../review-checks.ts';
import { counted } from '../../../contracts/counted.ts';

/**
 * The pre-training review Standard 2.2 asks for before enrolment, as an application asks it: one review for every
 * course (no category), and one per category with the questions written for its courses (a short reading or
 * numbers task of the trade), asked after the shared ones. Publishing a change makes a new version: applications
 * already started keep the version the learner saw.
 */
export const preTrainingReview = defineType({
  name: REVIEW_TYPE,
  title: 'Pre-training review',
  type: 'document',
  icon: ClipboardIcon,
  fields: [
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{ type: 'category' }],
      options: { disableNew: true },
      description:
        "Leave empty for the review every course asks. Choose a category for the questions and rules written for that category's courses, which come after the shared ones (and its rules may use the shared questions).",
      validation: (rule) =>
        rule.custom(async (value: { _ref?: string } | undefined, context) => {
          if (value?._ref)
            return (
              (await isUniqueValue('category._ref', value._ref, context)) ||
              'This category already has its review: add the questions there'
            );
          return (
            (await isOnlySharedReview(context)) ||
            "Another review is already every course's: choose a category, or edit that one"
          );
        }),
    }),
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      of: [defineArrayMember({ type: 'reviewQuestion' })],
      description:
        'Asked on the application\'s "Is this course right for you?" page, by part of the review, in this order. The learner may also say what support they need, in their own words.',
    }),
    defineField({
      name: 'outcomeRules',
      title: 'Outcome rules',
      type: 'array',
      of: [defineArrayMember({ type: 'reviewOutcomeRule' })],
      description:
        'The advice the learner sees when they send the application. "Let\'s talk first" wins over support; every support rule met names its support; with no rule met, "This course suits you".',
    }),
  ],
  preview: {
    select: { category: 'category.name', questions: 'questions', rules: 'outcomeRules' },
    prepare: ({ category, questions, rules }: { category?: string; questions?: unknown[]; rules?: unknown[] }) => ({
      title: category ? `${category} courses` : 'Every course',
      subtitle: `${counted(questions?.length ?? 0, 'question')} · ${counted(rules?.length ?? 0, 'outcome rule')}`,
    }),
  },
});
