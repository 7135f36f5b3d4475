/**
 * The account password policy that the forms show and the publisher enforces on sign-up and reset.
 */

export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for any passphrase; scrypt's cost grows with the input, so there is a ceiling. */
export const PASSWORD_MAX_LENGTH = 128;

/** The error code the publisher answers a password with that breaks the policy; the form shows it beside the field. */
export const PASSWORD_POLICY_CODE = 'PASSWORD_POLICY';

export const PASSWORD_MESSAGES = {
  hint: `At least ${PASSWORD_MIN_LENGTH} characters. Avoid your e-mail address, our name and common words.`,
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  guessable: 'This password is too easy to guess.',
  personal: 'This password is built from your e-mail address or our name, which makes it easy to guess.',
  advice: 'Add a few uncommon words, or make it longer.',
} as const;
