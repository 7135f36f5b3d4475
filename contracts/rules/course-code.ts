/** A national unit or qualification code in capitals, e.g. TLIF0025, SITXFSA005, TLI40324, BSBWHS332X. */
export const COURSE_CODE_PATTERN = /^[A-Z]{3,8}\d{3,5}[A-Z]?$/;
export const COURSE_CODE_MESSAGE =
  'Write the national code in capital letters and digits, with no spaces, e.g. TLIF0025 or TLI40324';
