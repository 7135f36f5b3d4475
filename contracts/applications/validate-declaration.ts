import { FLAG } from '../avetmiss/codes/flag.ts';
import { INDIGENOUS_STATUS } from '../avetmiss/codes/indigenous-status.ts';
import type { BackgroundAnswers, DeclarationAnswers } from './answers.ts';
import type { FieldErrors } from './field-errors.ts';

export const CONSENT_ANSWERS = ['yes', 'no'] as const;

export const DECLARATION_MESSAGES = {
  privacyNotice: 'Confirm that you have read the privacy notice',
  programDeclaration: (program: string) => `Confirm the ${program} declaration`,
  sensitiveConsent:
    'Tell us whether we may keep your answers about disability and Aboriginal and Torres Strait Islander origin',
  declaration: 'Confirm that your answers are true and complete',
} as const;

/**
 * The "Privacy and declaration" step's problems. `program` names the funding program whose own declaration the
 * price applied for needs, or is null.
 */
export function validateDeclaration(answers: DeclarationAnswers, program: string | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!answers.privacyNotice) errors.privacyNotice = DECLARATION_MESSAGES.privacyNotice;
  if (program !== null && !answers.programDeclaration)
    errors.programDeclaration = DECLARATION_MESSAGES.programDeclaration(program);
  if (!(CONSENT_ANSWERS as readonly string[]).includes(answers.sensitiveConsent))
    errors.sensitiveConsent = DECLARATION_MESSAGES.sensitiveConsent;
  if (!answers.declaration) errors.declaration = DECLARATION_MESSAGES.declaration;
  return errors;
}

/**
 * The background as it may be kept: without consent the sensitive answers (APP 3.3) become "not stated", the
 * kinds of disability are dropped, and nothing of them is stored.
 */
export function withSensitiveConsent(background: BackgroundAnswers, consent: string): BackgroundAnswers {
  if (consent === 'yes') return background;
  return {
    ...background,
    indigenousStatus: INDIGENOUS_STATUS.notStated!,
    disability: FLAG.notStated!,
    disabilityTypes: [],
  };
}
