/**
 * The pre-training review Standard 2.2 of the 2025 Standards for RTOs asks for before enrolment: the learner's
 * goals, workplace, experience and interest in recognition, digital access, language, literacy, numeracy and
 * digital literacy (LLND, by self-assessment and a short task or two), and the advice whether the course suits
 * them. Questions and outcome rules are content a coordinator edits. A question is asked as a funding question is
 * (same kinds of answer), with the part of the review it belongs to, and an outcome rule is a
 * funding rule (all of / any of some conditions), so the one condition model (`../funding/conditions.ts`) decides
 * both and the Studio checks both the same way. The advice is never a refusal. Imported by the Studio: `.ts`
 * imports only.
 */
import type { AskedQuestion, Rule } from '../funding/model.ts';

/** The parts of Standard 2.2 a question covers, in the order the review asks them. */
export const REVIEW_AREAS = ['course', 'digital', 'llnd', 'support'] as const;
export type ReviewArea = (typeof REVIEW_AREAS)[number];

/** A question's key: its answer's name in the form (`answers.<key>`) and in the rules. */
export const REVIEW_KEY_PATTERN = /^[a-z]+$/;

/** A question of the review: asked like a funding question, its rules never put into a sentence. */
export interface ReviewQuestion extends AskedQuestion {
  area: ReviewArea;
}

/** The advice, from best to most careful; the most careful a rule gives wins. */
export const REVIEW_OUTCOMES = ['suits', 'suits-with-support', 'talk-first'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

export const REVIEW_OUTCOME_HEADINGS: Readonly<Record<ReviewOutcome, string>> = {
  suits: 'This course suits you',
  'suits-with-support': 'This course suits you, with the support we will arrange',
  'talk-first': "Let's talk first",
};

export interface ReviewOutcomeRule {
  outcome: Exclude<ReviewOutcome, 'suits'>;
  rule: Rule;
  /** For "suits with support": the support we arrange, as the learner reads it. */
  support?: string | null;
}

/** A course's review: its questions and the rules that turn the answers into advice. */
export interface ReviewContent {
  questions: ReviewQuestion[];
  outcomeRules: ReviewOutcomeRule[];
}

/**
 * A course's review as the build publishes it: the questions and rules every course asks, then its category's,
 * with the version (a hash of them) an application keeps.
 */
export interface VersionedReview extends ReviewContent {
  version: string;
}

/** Every course's review, then one category's: its questions after the shared ones within each area. */
export function mergedReview(shared: ReviewContent | null, own: ReviewContent | null): ReviewContent {
  const questions = [...(shared?.questions ?? []), ...(own?.questions ?? [])];
  const order = (question: ReviewQuestion) => REVIEW_AREAS.indexOf(question.area);
  return {
    questions: questions
      .map((question, index) => ({ question, index }))
      .sort((a, b) => order(a.question) - order(b.question) || a.index - b.index)
      .map(({ question }) => question),
    outcomeRules: [...(shared?.outcomeRules ?? []), ...(own?.outcomeRules ?? [])],
  };
}
