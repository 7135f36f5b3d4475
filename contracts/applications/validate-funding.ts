import { FULL_FEE_NAME, type PriceOutcome } from '../funding/engine.ts';
import type { FundingAnswers } from './answers.ts';
import type { FieldErrors } from './field-errors.ts';

export const FUNDING_MESSAGES = {
  price: 'Select the price you are applying for',
  notEligible: (reason: string) =>
    `${reason} Choose another price: anyone may apply at the ${FULL_FEE_NAME.toLowerCase()}.`,
} as const;

/**
 * The "Your funding" step's problems, given the engine's outcomes for the learner's answers (`priceOutcomes`). A
 * price the learner is not eligible for is refused with the rule in words; one "we need to check" is taken. The
 * full fee is always there, so no learner is refused an application.
 */
export function validateFunding(answers: FundingAnswers, outcomes: readonly PriceOutcome[]): FieldErrors {
  const chosen = outcomes.find((outcome) => outcome.name === answers.priceName);
  if (!chosen) return { priceName: FUNDING_MESSAGES.price };
  return chosen.status === 'not-eligible' ? { priceName: FUNDING_MESSAGES.notEligible(chosen.reason) } : {};
}
