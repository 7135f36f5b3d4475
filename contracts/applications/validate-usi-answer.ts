import { checkUsi } from '../usi.ts';
import { USI_STATUSES, type UsiAnswers } from './answers.ts';
import type { FieldErrors } from './field-errors.ts';

export const USI_ANSWER_MESSAGES = {
  status: 'Tell us whether you have a USI',
} as const;

/** The USI step's problems: a status, and for "I have one" a USI whose check character holds. */
export function validateUsiAnswer(answers: UsiAnswers): FieldErrors {
  if (!USI_STATUSES.includes(answers.status)) return { status: USI_ANSWER_MESSAGES.status };
  if (answers.status !== 'have') return {};
  const result = checkUsi(answers.usi ?? '');
  return result.ok ? {} : { usi: result.message };
}
