import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { REVIEW_AREAS, REVIEW_OUTCOMES, type ReviewContent } from '../../contracts/applications/review.ts';
import { reviewDocumentProblems } from '../../contracts/applications/review-problems.ts';
import { RULE_MODES } from '../../contracts/funding/model.ts';
import { defineCollection } from './definition.ts';
import { conditionSchema } from './funding.ts';
import { all } from './entries.ts';
import { optionalText, text } from './fields.ts';

const questionsFragment = /* groq */ `coalesce(questions[]{
  key, text, help, area, kind, unit, "choices": coalesce(choices[]{ value, label, "words": coalesce(words, label) }, [])
}, [])` as const;

/**
 * The pre-training reviews: the one every course asks (no category) and one per category. Each brings the shared
 * questions along, so its guard checks its rules against every question they may name, as the Studio does.
 */
export const preTrainingReviewsQuery = defineQuery(`*[_type == "preTrainingReview"] | order(_id asc) {
  _id,
  _type,
  "name": coalesce(category->name, "Every course"),
  "category": category._ref,
  "scope": coalesce(category._ref, "every course"),
  "questions": ${questionsFragment},
  "outcomeRules": coalesce(outcomeRules[]{
    outcome,
    support,
    rule{ mode, "conditions": coalesce(conditions[]{ question, operator, values, number, checkValues }, []) }
  }, []),
  "sharedQuestions": select(
    defined(category) => coalesce(*[_type == "preTrainingReview" && !defined(category)][0]{ "questions": ${questionsFragment} }.questions, []),
    []
  )
}`);

const questionSchema = z.object({
  key: text,
  text,
  help: optionalText,
  area: z.enum(REVIEW_AREAS),
  // A review asks for a choice, a yes or no, or a number; a state is the funding checker's.
  kind: z.enum(['choice', 'yesNo', 'number']),
  unit: optionalText,
  choices: z.array(z.object({ value: text, label: text, words: text })),
});

const reviewSchema = z
  .object({
    _id: z.string(),
    name: text,
    category: z.string().nullable(),
    scope: text,
    questions: z.array(questionSchema),
    outcomeRules: z.array(
      z.object({
        outcome: z.enum(REVIEW_OUTCOMES).exclude(['suits'], { error: 'Choose the advice this rule gives' }),
        support: optionalText,
        rule: z.object(
          { mode: z.enum(RULE_MODES), conditions: z.array(conditionSchema) },
          { error: 'Add the conditions of this rule' },
        ),
      }),
    ),
    sharedQuestions: z.array(questionSchema),
  })
  .superRefine((review, context) => {
    for (const problem of reviewDocumentProblems(review, review.sharedQuestions))
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });

export type PreTrainingReview = z.infer<typeof reviewSchema>;

export const preTrainingReviews = defineCollection({
  query: preTrainingReviewsQuery,
  schema: reviewSchema,
  id: (review) => review.scope,
  // One review for every course, and one per category.
  unique: ['scope'],
});

export const getPreTrainingReviews = () => all<PreTrainingReview>('preTrainingReviews');

/** A review document as the rules and the question page read it. */
export const reviewContent = ({ questions, outcomeRules }: PreTrainingReview): ReviewContent => ({
  questions,
  outcomeRules,
});
