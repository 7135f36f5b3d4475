import { ruleTruth } from '../funding/conditions.ts';
import type { Answers } from '../funding/model.ts';
import { REVIEW_OUTCOME_HEADINGS, type ReviewContent, type ReviewOutcome } from './review.ts';

export interface ReviewAdvice {
  outcome: ReviewOutcome;
  heading: string;
  /** The support we will arrange, each named once, in the order of the rules. */
  supports: string[];
}

/**
 * The advice the learner sees at the end of the review. A "let's talk first" rule that holds, or that the answers
 * cannot decide (a question added since they were given), means we talk first: better a conversation than advice
 * we cannot stand behind. Otherwise every support rule that holds names its support; with none, the course suits.
 */
export function reviewAdvice(content: Pick<ReviewContent, 'outcomeRules'>, answers: Answers): ReviewAdvice {
  const truths = content.outcomeRules.map((entry) => ruleTruth(entry.rule, answers));
  const talk = content.outcomeRules.some((entry, index) => entry.outcome === 'talk-first' && truths[index] !== false);
  const supports = talk
    ? []
    : [
        ...new Set(
          content.outcomeRules
            .filter((entry, index) => entry.outcome === 'suits-with-support' && truths[index] === true)
            .map((entry) => entry.support?.trim() ?? '')
            .filter((support) => support !== ''),
        ),
      ];
  const outcome: ReviewOutcome = talk ? 'talk-first' : supports.length > 0 ? 'suits-with-support' : 'suits';
  return { outcome, heading: REVIEW_OUTCOME_HEADINGS[outcome], supports };
}
