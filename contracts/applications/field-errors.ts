/**
 * What a step's check answers: each field's message, keyed by the field's name in the form ("familyName",
 * "residential.postcode"), in the order the fields appear, so the error summary lists them as the page does.
 * Empty when the step may be saved as complete.
 */
export type FieldErrors = Record<string, string>;

/** The text a learner typed, as one line: runs of white space and control characters become one space, trimmed. */
export const oneLine = (typed: string | null | undefined) =>
  // eslint-disable-next-line no-control-regex -- line breaks, tabs and other controls would break a fixed-width record
  (typed ?? '').replace(/[\s\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+/g, ' ').trim();

/** "Suburb must be 50 characters or fewer". */
export const tooLongMessage = (label: string, limit: number) => `${label} must be ${limit} characters or fewer`;
