import { EMAIL_PATTERN, EMAIL_TOO_LONG_MESSAGE, emailFitsLimits } from '../rules/email.ts';
import type { PdRegistrationForm } from './form.ts';

export const PD_MESSAGES = {
  fullNameRequired: 'Full Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email format is invalid.',
  mobileRequired: 'Mobile Number is required.',
  stateRequired: 'State is required.',
  sessionDateRequired: 'Session Date is required.',
  termsRequired: 'You must agree to the terms and conditions.',
} as const;

/** Field path → message; participant fields are keyed like `participants.2.email`. */
export type PdErrors = Record<string, string>;

const isBlank = (value: string) => value.trim() === '';

export const participantField = (index: number, field: 'fullName' | 'email' | 'mobile') =>
  `participants.${index}.${field}`;

export function validatePdRegistration(form: PdRegistrationForm): PdErrors {
  const errors: PdErrors = {};
  form.participants.forEach((participant, index) => {
    if (isBlank(participant.fullName)) errors[participantField(index, 'fullName')] = PD_MESSAGES.fullNameRequired;
    if (isBlank(participant.email)) errors[participantField(index, 'email')] = PD_MESSAGES.emailRequired;
    else if (!emailFitsLimits(participant.email.trim()))
      errors[participantField(index, 'email')] = EMAIL_TOO_LONG_MESSAGE;
    else if (!EMAIL_PATTERN.test(participant.email.trim()))
      errors[participantField(index, 'email')] = PD_MESSAGES.emailInvalid;
    if (isBlank(participant.mobile)) errors[participantField(index, 'mobile')] = PD_MESSAGES.mobileRequired;
  });
  if (isBlank(form.state)) errors.state = PD_MESSAGES.stateRequired;
  if (isBlank(form.sessionDate)) errors.sessionDate = PD_MESSAGES.sessionDateRequired;
  if (!form.agreedToTerms) errors.agreedToTerms = PD_MESSAGES.termsRequired;
  return errors;
}

/** Editing a field clears that field's error and no other. */
export function clearError(errors: PdErrors, field: string): PdErrors {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}
