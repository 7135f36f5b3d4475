/**
 * The longest answer each question takes: the width of the field AVETMISS 8.0 stores it in (NAT00080 client,
 * NAT00085 postal details), so that an answer the learner gives always fits the file the student management
 * system sends on, and a learner whose answer would not fit is told at the question, not cut short in silence.
 */
export const FIELD_LIMITS = {
  /** NAT00080 "name for encryption": FAMILY, Given Other. */
  nameForEncryption: 60,
  /** NAT00085 last name and first given name. */
  familyName: 40,
  firstGivenName: 40,
  building: 50,
  flatUnit: 30,
  streetNumber: 15,
  streetName: 70,
  postalDeliveryBox: 22,
  suburb: 50,
  postcode: 4,
  email: 80,
  mobile: 20,
} as const;

/** The name as NAT00080 stores it: "FAMILY, Given Other", or the one name of a learner who has only one. */
export const nameForEncryption = (familyName: string, givenNames: string) =>
  givenNames === '' ? familyName : `${familyName}, ${givenNames}`;
