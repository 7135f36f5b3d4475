import { defineField, defineType } from 'sanity';
import {
  REVIEW_OUTCOME_HEADINGS,
  type ReviewOutcome,
  type ReviewOutcomeRule,
} from '../../../contracts/applications/review.ts';
import { reviewFieldProblem } from '../review-checks.ts';

const OUTCOMES: Exclude<ReviewOutcome, 'suits'>[] = ['suits-with-support', 'talk-first'];

/**
 * A rule that turns the review's answers into advice: when the learner's answers meet all or any of its
 * conditions, the advice is "suits you, with the support we will arrange" (naming the support) or "let's talk
 * first". With no rule met, the advice is "This course suits you". Advice never stops anyone applying.
 */
export const reviewOutcomeRule = defineType({
  name: 'reviewOutcomeRule',
  title: 'Outcome rule',
  type: 'object',
  fields: [
    defineField({
      name: 'outcome',
      title: 'Advice when the rule is met',
      type: 'string',
      description:
        '"Let\'s talk first" wins over any support; it also shows when a rule asks about a question the learner was not asked.',
      options: {
        list: OUTCOMES.map((value) => ({ value, title: REVIEW_OUTCOME_HEADINGS[value] })),
        layout: 'radio',
      },
      initialValue: 'suits-with-support',
      validation: (rule) => rule.required().error('Choose the advice this rule gives'),
    }),
    defineField({
      name: 'rule',
      title: 'When',
      type: 'fundingRule',
      description: 'All or any of some conditions on the answers to the questions above.',
      validation: (rule) => rule.required().error('Add the conditions of this rule'),
    }),
    defineField({
      name: 'support',
      title: 'Support we will arrange',
      type: 'string',
      description:
        'As the learner reads it under the advice, e.g. "A trainer who reads the learning materials through with you".',
      hidden: ({ parent }) => (parent as Partial<ReviewOutcomeRule> | undefined)?.outcome !== 'suits-with-support',
      validation: (rule) => rule.custom((_value, context) => reviewFieldProblem(context)),
    }),
  ],
  preview: {
    select: { outcome: 'outcome', support: 'support', conditions: 'rule.conditions', mode: 'rule.mode' },
    prepare: ({
      outcome,
      support,
      conditions,
      mode,
    }: {
      outcome?: ReviewOutcomeRule['outcome'];
      support?: string;
      conditions?: { question?: string }[];
      mode?: string;
    }) => ({
      title: outcome === 'suits-with-support' ? (support ?? 'Support not named yet') : "Let's talk first",
      subtitle: `when ${(conditions ?? []).map((condition) => condition.question ?? '?').join(mode === 'any' ? ' or ' : ' and ')}`,
    }),
  },
});
