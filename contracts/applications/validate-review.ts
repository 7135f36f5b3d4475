import { characterCount } from '../contact/message.ts';
import { answerProblem } from '../funding/answers.ts';
import { questionChoices } from '../funding/questions.ts';
import type { ReviewAnswers } from './answers.ts';
import { tooLongMessage, type FieldErrors } from './field-errors.ts';
import type { ReviewQuestion } from './review.ts';

/** Support needs in the learner's words: room for a paragraph, not a file. */
export const SUPPORT_NEEDS_LIMIT = 1000;

export const REVIEW_MESSAGES = {
  answer: 'Select an answer',
  supportNeeds: tooLongMessage('Support needs', SUPPORT_NEEDS_LIMIT),
} as const;

/** The review step's problems: every question answered with an answer it takes, keyed "answers.<key>". */
export function validateReview(questions: readonly ReviewQuestion[], answers: ReviewAnswers): FieldErrors {
  const errors: FieldErrors = {};
  for (const question of questions) {
    const value = answers.answers[question.key]?.trim() ?? '';
    // A number has its own range to explain; any other answer is one of the choices or none.
    const problem =
      question.kind === 'number'
        ? answerProblem(question, value)
        : questionChoices(question).some((choice) => choice.value === value)
          ? null
          : REVIEW_MESSAGES.answer;
    if (problem) errors[`answers.${question.key}`] = problem;
  }
  if (characterCount(answers.supportNeeds) > SUPPORT_NEEDS_LIMIT) errors.supportNeeds = REVIEW_MESSAGES.supportNeeds;
  return errors;
}
