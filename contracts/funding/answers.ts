import { questionChoices } from './questions.ts';
import type { Answers, AskedQuestion, FundingQuestion } from './model.ts';

/** The course a checker for any course is set to, in its address beside the answers. */
export const COURSE_PARAM = 'course';

/** The highest number a number answer may be (an age, a count of courses). */
export const MAX_NUMBER_ANSWER = 120;

/** Why an answer cannot be used, in words for the learner; null when it can. */
export function answerProblem(question: AskedQuestion, value: string): string | null {
  if (question.kind === 'number') {
    return /^\d{1,3}$/.test(value) && Number(value) <= MAX_NUMBER_ANSWER
      ? null
      : `Enter a whole number from 0 to ${MAX_NUMBER_ANSWER}`;
  }
  return questionChoices(question).some((choice) => choice.value === value) ? null : 'Choose one of the answers';
}

/**
 * The answers a query string holds, e.g. "?state=QLD&age=19": only the questions' own names, and only answers
 * they take, so a shared link cannot put anything else on the page.
 */
export function answersFromQuery(search: string, questions: readonly FundingQuestion[]): Record<string, string> {
  const params = new URLSearchParams(search);
  const answers: Record<string, string> = {};
  for (const question of questions) {
    const value = params.get(question.key)?.trim();
    if (value && answerProblem(question, value) === null) answers[question.key] = value;
  }
  return answers;
}

/** The answers as a query string in the questions' order ("" when there are none); other parameters stay. */
export function answersToQuery(answers: Answers, questions: readonly FundingQuestion[], search = ''): string {
  const params = new URLSearchParams(search);
  for (const question of questions) {
    const value = answers[question.key];
    if (value) params.set(question.key, value);
    else params.delete(question.key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
