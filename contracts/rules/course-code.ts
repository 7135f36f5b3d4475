/** A national unit or qualification code in capitals, e.g. TLIF0025, SITXFSA005, TLI40324, BSBWHS332X. */
export const COURSE_CODE_PATTERN = /^[A-Z]{3,8}\d{3,5}[A-Z]?$/;
export const COURSE_CODE_MESSAGE =
  'Write the national code in capital letters and digits, with no spaces, e.g. TLIF0025 or TLI40324';

/** A qualification: three letters of the training package and five digits, e.g. TLI40324 or BSB50420. */
export const QUALIFICATION_CODE_PATTERN = /^[A-Z]{3}\d{5}$/;
/** A unit of competency: the package and a field (four letters or more), then digits, e.g. TLIF0025 or SITXFSA005. */
export const UNIT_CODE_PATTERN = /^[A-Z]{4,8}\d{3,4}[A-Z]?$/;

/** The training.gov.au National Register page of a unit or qualification. */
export const nationalRegisterUrl = (code: string) => `https://training.gov.au/training/details/${code}`;
/** The training.gov.au National Register page of the provider, from its RTO number. */
export const rtoRegisterUrl = (rtoId: string) => `https://training.gov.au/organisation/details/${rtoId}`;
