import type { CourseAnswers, FundingAnswers } from '../../contracts/applications/answers.ts';
import { PRICE_PARAM } from '../../contracts/applications/apply-routes.ts';
import { answersFromQuery, answersToQuery } from '../../contracts/funding/answers.ts';
import { courseQuestions, outcomesFor } from './steps/funding-step.ts';
import type { StepContext } from './steps/step.ts';

/** The first steps' answers an "Apply online" link brings from the fee checker, and the query that carries them on. */
export interface Prefill {
  course?: CourseAnswers;
  funding?: FundingAnswers;
  /** Only what was taken: the checker's answers its questions take, and a price the course has. */
  query: string;
}

/**
 * What the fee checker already asked, read from the link under the checker's own names (the funding questions'
 * keys, and PRICE_PARAM for the price chosen), so that no question is asked twice: the answers and price for
 * "Your funding", and the state for "Your course" when the course is offered there. Anything else is dropped.
 */
export function prefillFrom(search: string, context: StepContext): Prefill {
  const questions = courseQuestions(context);
  const checkerAnswers = answersFromQuery(search, questions);
  const chosen = new URLSearchParams(search).get(PRICE_PARAM) ?? '';
  const priceName = outcomesFor(checkerAnswers, context).some((outcome) => outcome.name === chosen) ? chosen : '';
  if (Object.keys(checkerAnswers).length === 0 && !priceName) return { query: '' };
  const query = answersToQuery(
    checkerAnswers,
    questions,
    priceName ? new URLSearchParams({ [PRICE_PARAM]: priceName }).toString() : '',
  );
  const state = context.course.states.includes(checkerAnswers.state ?? '') ? checkerAnswers.state : '';
  return {
    course: { courseCode: context.course.code, intake: '', deliveryMode: '', state },
    funding: { checkerAnswers, priceName },
    query,
  };
}
