import { isCodeIn } from '../avetmiss/codes/model.ts';
import { SEX } from '../avetmiss/codes/sex.ts';
import { characterCount } from '../contact/message.ts';
import { EMAIL_PATTERN, EMAIL_TOO_LONG_MESSAGE, emailFitsLimits } from '../rules/email.ts';
import { MOBILE_MESSAGES, normaliseMobile } from '../rules/phone.ts';
import { emptyAddress, type AboutYouAnswers } from './answers.ts';
import { dateOfBirthProblem } from './date-of-birth.ts';
import { nameForEncryption } from '../avetmiss/nat/name-for-encryption.ts';
import { FIELD_LIMITS } from './field-limits.ts';
import { oneLine, tooLongMessage, type FieldErrors } from './field-errors.ts';
import { validateAddress } from './validate-address.ts';

/** Room for the names in "FAMILY, Given Other": the field less the comma and space between them. */
export const NAMES_TOGETHER_LIMIT = FIELD_LIMITS.nameForEncryption - ', '.length;

export const ABOUT_YOU_MESSAGES = {
  familyName: 'Enter your family name',
  onlyName: 'Enter your name',
  givenNames: 'Enter your given names, or choose "I have only one name"',
  firstGivenNameTooLong: `Your first given name must be ${FIELD_LIMITS.firstGivenName} characters or fewer`,
  namesTooLong: `Together, your family name and given names must be ${NAMES_TOGETHER_LIMIT} characters or fewer`,
  sex: 'Select your sex, or Not stated',
  email: 'Enter your email address',
  emailInvalid: 'Enter an email address in the correct format, like name@example.com',
} as const;

function nameErrors(answers: AboutYouAnswers): FieldErrors {
  const errors: FieldErrors = {};
  const family = oneLine(answers.familyName);
  const given = answers.onlyOneName ? '' : oneLine(answers.givenNames);
  if (family === '')
    errors.familyName = answers.onlyOneName ? ABOUT_YOU_MESSAGES.onlyName : ABOUT_YOU_MESSAGES.familyName;
  else if (characterCount(family) > FIELD_LIMITS.familyName)
    errors.familyName = tooLongMessage(answers.onlyOneName ? 'Your name' : 'Family name', FIELD_LIMITS.familyName);
  if (answers.onlyOneName) return errors;
  if (given === '') errors.givenNames = ABOUT_YOU_MESSAGES.givenNames;
  else if (characterCount(given.split(' ')[0]) > FIELD_LIMITS.firstGivenName)
    errors.givenNames = ABOUT_YOU_MESSAGES.firstGivenNameTooLong;
  else if (!errors.familyName && characterCount(nameForEncryption({ family, given })) > FIELD_LIMITS.nameForEncryption)
    errors.givenNames = ABOUT_YOU_MESSAGES.namesTooLong;
  return errors;
}

/** The problem with an e-mail address as typed, or null: About you's field and the save page's ask the same. */
export function emailProblem(typed: string): string | null {
  const email = oneLine(typed);
  if (email === '') return ABOUT_YOU_MESSAGES.email;
  if (!emailFitsLimits(email)) return EMAIL_TOO_LONG_MESSAGE;
  if (characterCount(email) > FIELD_LIMITS.email) return tooLongMessage('Email address', FIELD_LIMITS.email);
  return EMAIL_PATTERN.test(email) ? null : ABOUT_YOU_MESSAGES.emailInvalid;
}

function mobileProblem(typed: string): string | null {
  const mobile = oneLine(typed);
  if (mobile === '') return MOBILE_MESSAGES.required;
  return normaliseMobile(mobile) === null ? MOBILE_MESSAGES.invalid : null;
}

/** The "About you" step's problems, in the order of its fields; `today` is the day of applying, YYYY-MM-DD. */
export function validateAboutYou(answers: AboutYouAnswers, today: string): FieldErrors {
  const errors: FieldErrors = nameErrors(answers);
  const dateOfBirth = dateOfBirthProblem(answers.dateOfBirth, today);
  if (dateOfBirth) errors.dateOfBirth = dateOfBirth;
  if (!isCodeIn(SEX, answers.sex)) errors.sex = ABOUT_YOU_MESSAGES.sex;
  const email = emailProblem(answers.email);
  if (email) errors.email = email;
  const mobile = mobileProblem(answers.mobile);
  if (mobile) errors.mobile = mobile;
  Object.assign(errors, validateAddress(answers.residential, 'residential', 'residential'));
  if (!answers.postalSameAsResidential)
    Object.assign(errors, validateAddress(answers.postal ?? emptyAddress(), 'postal', 'postal'));
  return errors;
}
