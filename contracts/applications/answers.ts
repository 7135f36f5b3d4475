/**
 * A learner's answers to an application, section by section (sections.ts), as the question pages post them and
 * the store keeps them. Text is as typed; codes are the National VET Data codes (`../avetmiss/codes/`). A section
 * not yet started is absent. Imported by the Studio: `.ts` imports only.
 */
import type { AgreedContent } from './agreed-content.ts';

/** "Start any time", for a course without fixed intakes. */
export const ANY_TIME = 'any-time';

export interface CourseAnswers {
  courseCode: string;
  /** The intake's id, or ANY_TIME. */
  intake: string;
  /** One of the course's delivery modes. */
  deliveryMode: string;
  /** Where the learner will study: QLD, NSW… */
  state: string;
}

export interface FundingAnswers {
  /** The name of the price applied for, as the funding engine names it ("Full fee", "Certificate 3 Guarantee"). */
  priceName: string;
  /** The fee checker's answers, by question key, as its URL carries them. */
  checkerAnswers: Record<string, string>;
}

export interface Address {
  building: string;
  flatUnit: string;
  streetNumber: string;
  streetName: string;
  /** A PO box or other postal delivery point: postal addresses only. */
  postalDeliveryBox?: string;
  suburb: string;
  /** A state code (`../avetmiss/codes/state.ts`): 99 overseas. */
  state: string;
  postcode: string;
}

export const emptyAddress = (): Address => ({
  building: '',
  flatUnit: '',
  streetNumber: '',
  streetName: '',
  suburb: '',
  state: '',
  postcode: '',
});

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export interface AboutYouAnswers {
  familyName: string;
  /** Empty for a learner with only one name, which is then the family name. */
  givenNames: string;
  onlyOneName: boolean;
  dateOfBirth: DateParts;
  /** A sex code: M, F, X or @ (not stated). */
  sex: string;
  email: string;
  mobile: string;
  residential: Address;
  postalSameAsResidential: boolean;
  postal?: Address;
}

export const USI_STATUSES = ['have', 'later', 'exempt'] as const;
export type UsiStatus = (typeof USI_STATUSES)[number];

/** A USI, or one to come before the course starts, or an exemption (recorded without asking why). */
export interface UsiAnswers {
  status: UsiStatus;
  usi?: string;
}

export interface BackgroundAnswers {
  /** SACC code. */
  countryOfBirth: string;
  /** Whether the learner speaks a language other than English at home: a flag code (Y, N, @). */
  otherLanguage: string;
  /** ASCL code, when otherLanguage is Y. */
  language?: string;
  /** Indigenous status code. */
  indigenousStatus: string;
  /** Flag code; the kinds when Y. */
  disability: string;
  disabilityTypes: string[];
  highestSchoolLevel: string;
  /** Flag code: still at secondary school. */
  atSchool: string;
  /** Flag code; the kinds when Y. */
  priorEducation: string;
  priorAchievements: string[];
  labourForceStatus: string;
  studyReason: string;
}

/** The pre-training review's answers by question key (`review.ts`), and support needs in the learner's words. */
export interface ReviewAnswers {
  answers: Record<string, string>;
  /** Kept confidential: read only by the people who arrange support. */
  supportNeeds: string;
}

/** A versioned text the learner agreed to, and when. */
export interface Agreement {
  version: string;
  agreedAt: string;
}

export interface DeclarationAnswers {
  /** The privacy notice the learner read (Schedule 1 of the National VET Data Policy and ours). */
  privacyNotice: Agreement | null;
  /** The funding program's own declaration, where the price applied for has one. */
  programDeclaration: Agreement | null;
  /** Consent, in words, to keep the sensitive answers (disability, Indigenous status): yes or no. */
  sensitiveConsent: string;
  /** The learner declares the answers true and complete. */
  declaration: Agreement | null;
}

export interface ApplicationAnswers {
  course?: CourseAnswers;
  funding?: FundingAnswers;
  aboutYou?: AboutYouAnswers;
  usi?: UsiAnswers;
  background?: BackgroundAnswers;
  review?: ReviewAnswers;
  declaration?: DeclarationAnswers;
  /**
   * The review, privacy notice and declarations as published when the draft was first saved: the draft asks and
   * records these versions, whatever is published after.
   */
  agreedContent?: AgreedContent;
}
