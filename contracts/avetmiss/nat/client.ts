/**
 * The AVETMISS facts of one learner, in the standard's shape: what the NAT client files (NAT00080, NAT00085,
 * NAT00090, NAT00100) report. Codes are the standard's own strings, `@` codes included for "not stated"; the code
 * lists are in `contracts/avetmiss/codes/`. Text may hold any letters: the writers transliterate to ASCII.
 * Widths are in `release-8.0.ts`; `fieldLimit` and `fieldProblem` (`limits.ts`) let a question refuse a value
 * that would not fit.
 */

/** A learner's name as the standard records it. */
export interface PersonName {
  /** Family name. A learner with a single name gives it here, as the standard asks. */
  readonly family: string;
  /** First given name; none for a learner with a single name. */
  readonly given?: string;
  /** Other given names, in order, separated by spaces. */
  readonly other?: string;
}

/** An address in Australia or overseas, as NAT00080 and NAT00085 write one. */
export interface Address {
  /** Building or property name ("Headquarters", "Unit block B"). */
  readonly building?: string;
  /** Flat or unit details ("Unit 4", "Level 2"). */
  readonly flatUnit?: string;
  /** Street number, a range or a lot ("12", "12-14", "Lot 7"). */
  readonly streetNumber?: string;
  /** Street name with its type ("Mission College Blvd"). */
  readonly streetName?: string;
  /** Suburb, locality or town; for an overseas address, its town. */
  readonly suburb: string;
  /** Four-digit postcode; `OSPC` overseas; `@@@@` not stated. */
  readonly postcode: string;
  /** State identifier: 01 NSW, 02 VIC, 03 QLD, 04 SA, 05 WA, 06 TAS, 07 NT, 08 ACT, 09 other territories, 99 overseas. */
  readonly state: string;
}

/** The address post reaches: NAT00085's, which may be a box rather than a street. */
export interface PostalAddress extends Address {
  /** Postal delivery box ("PO Box 12", "Locked Bag 4"). */
  readonly postalDeliveryBox?: string;
}

export interface AvetmissClient {
  /** Client identifier: the application's reference, unique and stable (up to 10 characters). */
  readonly clientId: string;
  readonly name: PersonName;
  /** Title for post ("Mr", "Ms", "Dr"), up to 4 characters; none to leave it out. */
  readonly title?: string;
  /** Highest school level completed identifier: 02 never attended, 08 Year 8 or below … 12 Year 12, `@@`. */
  readonly highestSchoolLevel: string;
  /** Sex: M, F, X, or `@` not stated. */
  readonly sex: string;
  /** Date of birth, YYYY-MM-DD; none when not stated (written `@@@@@@@@`). */
  readonly dateOfBirth?: string;
  /** Indigenous status identifier: 1 Aboriginal, 2 Torres Strait Islander, 3 both, 4 neither, `@`. */
  readonly indigenousStatus: string;
  /** Main language other than English spoken at home (ASCL; 1201 English only), `@@@@`. */
  readonly mainLanguage: string;
  /** Labour force status identifier, 01–08, `@@`. */
  readonly labourForceStatus: string;
  /** Country of birth (SACC; 1101 Australia), `@@@@`. */
  readonly countryOfBirth: string;
  /** At school flag: Y, N, or `@`. */
  readonly atSchool: string;
  /**
   * Disability types (11 hearing … 19 other, 99 not specified): empty when the learner has none, null when they
   * did not say. The disability flag follows from it (Y, N, `@`).
   */
  readonly disabilities: readonly string[] | null;
  /**
   * Prior educational achievement identifiers (008 bachelor or higher … 990 miscellaneous): empty when none, null
   * when not stated. The prior educational achievement flag follows from it.
   */
  readonly priorEducation: readonly string[] | null;
  /** Unique Student Identifier, 10 characters, when the learner has given one. */
  readonly usi?: string;
  /** Where the learner usually lives (NAT00080). */
  readonly residentialAddress: Address;
  /** Where post reaches the learner (NAT00085); none when it is the residential address. */
  readonly postalAddress?: PostalAddress;
  /** Survey contact status: A available, C correctional facility, D deceased, E excluded, I invalid address, M minor, O overseas. */
  readonly surveyContactStatus: string;
  /** Statistical area level 1 (11 digits) and level 2 (9 digits) identifiers of the residential address, when known. */
  readonly statisticalArea1?: string;
  readonly statisticalArea2?: string;
  readonly phoneHome?: string;
  readonly phoneWork?: string;
  readonly phoneMobile?: string;
  readonly email?: string;
  readonly emailAlternative?: string;
}
