import { FLAG } from '../avetmiss/codes/flag.ts';
import { LANGUAGE } from '../avetmiss/codes/language.ts';
import type { AvetmissClient, PostalAddress } from '../avetmiss/nat/client.ts';
import type { Address, ApplicationAnswers } from './answers.ts';
import { ageOn, isoDate } from './date-of-birth.ts';
import { OVERSEAS_STATE } from './validate-address.ts';
import { ENGLISH } from './validate-background.ts';
import { withSensitiveConsent } from './validate-declaration.ts';

/** A submitted application: the learner's answers and the reference it was given. */
export interface SubmittedApplication {
  reference: string;
  answers: ApplicationAnswers;
  /** When it was submitted (ISO 8601): the day a learner's age is counted on. */
  submittedAt: string;
}

const YES = 'Y';
const NO = 'N';
/** NAT00080's postcode for an address overseas. */
const OVERSEAS_POSTCODE = 'OSPC';
/** NCVER does not survey a learner under 15. */
const SURVEY_MINIMUM_AGE = 15;

/** The kinds behind a flag: the kinds when yes, none when no, null when not stated. */
const kindsOf = (flag: string, kinds: readonly string[]) => (flag === YES ? kinds : flag === NO ? [] : null);

function addressOf({ postalDeliveryBox, ...address }: Address): PostalAddress {
  const overseas = address.state === OVERSEAS_STATE;
  return {
    building: address.building,
    flatUnit: address.flatUnit,
    streetNumber: address.streetNumber,
    streetName: address.streetName,
    suburb: address.suburb,
    state: address.state,
    postcode: overseas ? OVERSEAS_POSTCODE : address.postcode.replace(/\s/g, ''),
    ...(postalDeliveryBox ? { postalDeliveryBox } : {}),
  };
}

/** "Thi Mai" → first given name Thi, other given names Mai. */
function nameOf(familyName: string, givenNames: string, onlyOneName: boolean) {
  const [given, ...other] = onlyOneName ? [] : givenNames.trim().split(/\s+/).filter(Boolean);
  return {
    family: familyName.trim(),
    ...(given ? { given } : {}),
    ...(other.length ? { other: other.join(' ') } : {}),
  };
}

/** ASCL: a learner who speaks only English at home is 1201; not stated is @@@@. */
function mainLanguageOf(otherLanguage: string, language: string | undefined) {
  if (otherLanguage === YES && language) return language;
  return otherLanguage === NO ? ENGLISH : LANGUAGE.notStated!;
}

/**
 * A submitted application as the NAT client files report it (`../avetmiss/nat/`). The client identifier is the
 * reference. Without consent to the sensitive answers, Indigenous status and disability are "not stated". A learner
 * waiting for a USI or exempt from one has none written: the student management system records which (the
 * application's own file says). Survey contact status follows from the answers: O for an address overseas, M for a
 * learner under 15 on the day of applying, else A. Throws when a section needed for the files is missing.
 */
export function avetmissClientOf({ reference, answers, submittedAt }: SubmittedApplication): AvetmissClient {
  const { aboutYou, usi, declaration } = answers;
  if (!aboutYou || !answers.background || !declaration)
    throw new Error(`Application ${reference} lacks the sections the NAT files need`);
  const background = withSensitiveConsent(answers.background, declaration.sensitiveConsent);
  const dateOfBirth = isoDate(aboutYou.dateOfBirth) ?? undefined;
  const residentialAddress = addressOf(aboutYou.residential);
  const minor = dateOfBirth !== undefined && ageOn(dateOfBirth, submittedAt.slice(0, 10)) < SURVEY_MINIMUM_AGE;
  return {
    clientId: reference,
    name: nameOf(aboutYou.familyName, aboutYou.givenNames, aboutYou.onlyOneName),
    highestSchoolLevel: background.highestSchoolLevel,
    sex: aboutYou.sex,
    dateOfBirth,
    indigenousStatus: background.indigenousStatus,
    mainLanguage: mainLanguageOf(background.otherLanguage, background.language),
    labourForceStatus: background.labourForceStatus,
    countryOfBirth: background.countryOfBirth,
    atSchool: background.atSchool || FLAG.notStated!,
    disabilities: kindsOf(background.disability, background.disabilityTypes),
    priorEducation: kindsOf(background.priorEducation, background.priorAchievements),
    ...(usi?.status === 'have' && usi.usi ? { usi: usi.usi } : {}),
    residentialAddress,
    ...(!aboutYou.postalSameAsResidential && aboutYou.postal ? { postalAddress: addressOf(aboutYou.postal) } : {}),
    surveyContactStatus: residentialAddress.state === OVERSEAS_STATE ? 'O' : minor ? 'M' : 'A',
    phoneMobile: aboutYou.mobile,
    email: aboutYou.email,
  };
}
