import { describe, expect, it } from 'vitest';
import {
  ANY_TIME,
  emptyAddress,
  type AboutYouAnswers,
  type Address,
  type BackgroundAnswers,
  type DeclarationAnswers,
} from '../../contracts/applications/answers.ts';
import { DATE_OF_BIRTH_MESSAGES, dateOfBirthProblem } from '../../contracts/applications/date-of-birth.ts';
import { ABOUT_YOU_MESSAGES, validateAboutYou } from '../../contracts/applications/validate-about-you.ts';
import { ADDRESS_MESSAGES } from '../../contracts/applications/validate-address.ts';
import {
  BACKGROUND_MESSAGES,
  languageCode,
  validateBackground,
} from '../../contracts/applications/validate-background.ts';
import { COURSE_MESSAGES, validateCourse } from '../../contracts/applications/validate-course.ts';
import {
  DECLARATION_MESSAGES,
  validateDeclaration,
  withSensitiveConsent,
} from '../../contracts/applications/validate-declaration.ts';
import { FUNDING_MESSAGES, validateFunding } from '../../contracts/applications/validate-funding.ts';
import { USI_ANSWER_MESSAGES, validateUsiAnswer } from '../../contracts/applications/validate-usi-answer.ts';
import { priceOutcomes } from '../../contracts/funding/engine.ts';
import type { FundingProgram, FundingQuestion } from '../../contracts/funding/model.ts';
import { EMAIL_TOO_LONG_MESSAGE } from '../../contracts/rules/email.ts';
import { MOBILE_MESSAGES, normaliseMobile } from '../../contracts/rules/phone.ts';
import { USI_MESSAGES } from '../../contracts/usi.ts';

const TODAY = '2026-11-28';

const HOME: Address = {
  ...emptyAddress(),
  flatUnit: 'Unit 4',
  streetNumber: '12',
  streetName: 'Wattle Street',
  suburb: 'Toowong',
  state: '03',
  postcode: '4066',
};

const LEARNER: AboutYouAnswers = {
  familyName: 'Nguyen',
  givenNames: 'Mai Anh',
  onlyOneName: false,
  dateOfBirth: { day: '7', month: '3', year: '1998' },
  sex: 'F',
  email: 'mai@example.com',
  mobile: '0412 345 678',
  residential: HOME,
  postalSameAsResidential: true,
};

const letters = (count: number) => 'a'.repeat(count);
const aboutYou = (change: Partial<AboutYouAnswers>) => validateAboutYou({ ...LEARNER, ...change }, TODAY);

describe('About you', () => {
  it('takes a complete answer', () => {
    expect(validateAboutYou(LEARNER, TODAY)).toEqual({});
  });

  it.each<[string, Partial<AboutYouAnswers>, Record<string, string>]>([
    ['no family name', { familyName: '  ' }, { familyName: ABOUT_YOU_MESSAGES.familyName }],
    ['no given names', { givenNames: '' }, { givenNames: ABOUT_YOU_MESSAGES.givenNames }],
    ['only one name, and given names left behind', { onlyOneName: true, familyName: 'Arjun', givenNames: 'x' }, {}],
    ['only one name, not typed', { onlyOneName: true, familyName: '' }, { familyName: ABOUT_YOU_MESSAGES.onlyName }],
    ['a family name of 40 characters (NAT00085 last name)', { familyName: letters(40), givenNames: 'Jo' }, {}],
    [
      'a family name of 41 characters',
      { familyName: letters(41) },
      { familyName: 'Family name must be 40 characters or fewer' },
    ],
    [
      'one name of 41 characters',
      { onlyOneName: true, familyName: letters(41) },
      { familyName: 'Your name must be 40 characters or fewer' },
    ],
    [
      'a first given name of 41 characters',
      { givenNames: `${letters(41)} Jo` },
      { givenNames: ABOUT_YOU_MESSAGES.firstGivenNameTooLong },
    ],
    // "FAMILY, Given Other" must fit NAT00080's 60 characters: 30 + ", " + 28 does, 30 + ", " + 29 does not.
    [
      'names that just fit "FAMILY, Given Other"',
      { familyName: letters(30), givenNames: `${letters(20)} ${letters(7)}` },
      {},
    ],
    [
      'names one character too long together',
      { familyName: letters(30), givenNames: `${letters(20)} ${letters(8)}` },
      { givenNames: ABOUT_YOU_MESSAGES.namesTooLong },
    ],
    ['a line break in a name, kept as a space', { givenNames: 'Mai\nAnh' }, {}],
    ['sex X', { sex: 'X' }, {}],
    ['sex not stated', { sex: '@' }, {}],
    ['no sex chosen', { sex: '' }, { sex: ABOUT_YOU_MESSAGES.sex }],
    ['a sex code the collection lacks', { sex: 'O' }, { sex: ABOUT_YOU_MESSAGES.sex }],
    ['no e-mail', { email: '' }, { email: ABOUT_YOU_MESSAGES.email }],
    ['an e-mail without a domain', { email: 'mai@example' }, { email: ABOUT_YOU_MESSAGES.emailInvalid }],
    ['an e-mail of 80 characters (NAT00085)', { email: `${letters(20)}@${letters(47)}.example.com` }, {}],
    [
      'an e-mail of 81 characters',
      { email: `${letters(20)}@${letters(48)}.example.com` },
      { email: 'Email address must be 80 characters or fewer' },
    ],
    ['an e-mail past RFC 5321', { email: `${letters(65)}@example.com` }, { email: EMAIL_TOO_LONG_MESSAGE }],
    ['no mobile', { mobile: ' ' }, { mobile: MOBILE_MESSAGES.required }],
    ['a landline', { mobile: '07 3000 0000' }, { mobile: MOBILE_MESSAGES.invalid }],
  ])('%s', (_, change, errors) => {
    expect(aboutYou(change)).toEqual(errors);
  });

  it.each<[string, Partial<Address>, Record<string, string>]>([
    ['a suburb of 50 characters', { suburb: letters(50) }, {}],
    [
      'a suburb of 51',
      { suburb: letters(51) },
      { 'residential.suburb': 'Suburb, town or locality must be 50 characters or fewer' },
    ],
    ['a street name of 70', { streetName: letters(70) }, {}],
    [
      'a street name of 71',
      { streetName: letters(71) },
      { 'residential.streetName': 'Street name must be 70 characters or fewer' },
    ],
    [
      'a building name of 51',
      { building: letters(51) },
      { 'residential.building': 'Building or property name must be 50 characters or fewer' },
    ],
    [
      'a flat or unit of 31',
      { flatUnit: letters(31) },
      { 'residential.flatUnit': 'Flat or unit must be 30 characters or fewer' },
    ],
    [
      'a street number of 16',
      { streetNumber: '1'.repeat(16) },
      { 'residential.streetNumber': 'Street number must be 15 characters or fewer' },
    ],
    ['no street', { streetName: '' }, { 'residential.streetName': ADDRESS_MESSAGES.streetName }],
    ['no suburb', { suburb: '' }, { 'residential.suburb': ADDRESS_MESSAGES.suburb }],
    ['no state', { state: '' }, { 'residential.state': ADDRESS_MESSAGES.state }],
    ['a state by its name', { state: 'QLD' }, { 'residential.state': ADDRESS_MESSAGES.state }],
    ['no postcode', { postcode: '' }, { 'residential.postcode': ADDRESS_MESSAGES.postcode }],
    ['a 5-digit postcode', { postcode: '40660' }, { 'residential.postcode': ADDRESS_MESSAGES.postcodeDigits }],
    ['a postcode with letters', { postcode: '4O66' }, { 'residential.postcode': ADDRESS_MESSAGES.postcodeDigits }],
    ['a postcode typed with a space', { postcode: '40 66' }, {}],
    ['an overseas address, which has no Australian postcode', { state: '99', postcode: '' }, {}],
    [
      'another Australian territory, which has one',
      { state: '09', postcode: '' },
      { 'residential.postcode': ADDRESS_MESSAGES.postcode },
    ],
  ])('residential address: %s', (_, change, errors) => {
    expect(aboutYou({ residential: { ...HOME, ...change } })).toEqual(errors);
  });

  it('asks for a postal address only when it differs, and takes a PO box instead of a street', () => {
    const box: Address = {
      ...emptyAddress(),
      postalDeliveryBox: 'PO Box 77',
      suburb: 'Toowong',
      state: '03',
      postcode: '4066',
    };
    expect(aboutYou({ postalSameAsResidential: false, postal: box })).toEqual({});
    expect(aboutYou({ postalSameAsResidential: false, postal: { ...box, postalDeliveryBox: letters(23) } })).toEqual({
      'postal.postalDeliveryBox': 'PO box must be 22 characters or fewer',
    });
    expect(aboutYou({ postalSameAsResidential: false })).toEqual({
      'postal.streetName': ADDRESS_MESSAGES.streetOrBox,
      'postal.suburb': ADDRESS_MESSAGES.suburb,
      'postal.state': ADDRESS_MESSAGES.state,
    });
  });

  it('lists problems in the order of the fields, for the error summary', () => {
    const errors = validateAboutYou(
      {
        ...LEARNER,
        familyName: '',
        dateOfBirth: { day: '', month: '', year: '' },
        mobile: '',
        residential: emptyAddress(),
      },
      TODAY,
    );
    expect(Object.keys(errors)).toEqual([
      'familyName',
      'dateOfBirth',
      'mobile',
      'residential.streetName',
      'residential.suburb',
      'residential.state',
    ]);
  });
});

describe('date of birth', () => {
  it.each([
    ['7', '3', '1998', null],
    ['', '', '', DATE_OF_BIRTH_MESSAGES.required],
    ['7', '', '1998', DATE_OF_BIRTH_MESSAGES.missing('month')],
    ['', '3', '1998', DATE_OF_BIRTH_MESSAGES.missing('day')],
    ['7', '3', '98', DATE_OF_BIRTH_MESSAGES.year],
    ['31', '2', '1998', DATE_OF_BIRTH_MESSAGES.real],
    ['29', '2', '2000', null],
    ['29', '2', '2001', DATE_OF_BIRTH_MESSAGES.real],
    ['7', '13', '1998', DATE_OF_BIRTH_MESSAGES.real],
    ['seven', '3', '1998', DATE_OF_BIRTH_MESSAGES.real],
    ['28', '11', '2026', DATE_OF_BIRTH_MESSAGES.future],
    ['1', '1', '2027', DATE_OF_BIRTH_MESSAGES.future],
    // A slip of the year: this year's learner would be a baby, a 1920s one over a hundred.
    ['7', '3', '2021', DATE_OF_BIRTH_MESSAGES.implausible(5)],
    ['28', '11', '2014', null],
    ['29', '11', '2014', DATE_OF_BIRTH_MESSAGES.implausible(11)],
    ['28', '11', '1926', null],
    ['27', '11', '1925', DATE_OF_BIRTH_MESSAGES.implausible(101)],
  ])('%s/%s/%s', (day, month, year, message) => {
    expect(dateOfBirthProblem({ day, month, year }, TODAY)).toBe(message);
  });
});

describe('a mobile number as the learner types it', () => {
  it.each([
    ['0412 345 678', '0412 345 678'],
    ['0412345678', '0412 345 678'],
    ['+61 412 345 678', '0412 345 678'],
    ['(0412) 345-678', '0412 345 678'],
    ['61412345678', '0412 345 678'],
    ['+44 7700 900123', '+447700900123'],
    ['07 3000 0000', null],
    ['1300 975 707', null],
    ['0412 345 67', null],
    ['+61 7 3000 0000', null],
    ['+1234', null],
    ['call me', null],
  ])('%s', (typed, kept) => {
    expect(normaliseMobile(typed)).toBe(kept);
  });
});

describe('Unique Student Identifier step', () => {
  it.each([
    [{ status: 'have' as const, usi: 'w2nbt2fw66' }, {}],
    [{ status: 'have' as const, usi: '5U9HD88TA3' }, { usi: USI_MESSAGES.check }],
    [{ status: 'have' as const }, { usi: USI_MESSAGES.required }],
    [{ status: 'later' as const, usi: 'not checked' }, {}],
    [{ status: 'exempt' as const }, {}],
    [{ status: '' as never }, { status: USI_ANSWER_MESSAGES.status }],
  ])('%j', (answers, errors) => {
    expect(validateUsiAnswer(answers)).toEqual(errors);
  });
});

const BACKGROUND: BackgroundAnswers = {
  countryOfBirth: '5105',
  otherLanguage: 'Y',
  language: '6302',
  indigenousStatus: '4',
  disability: 'N',
  disabilityTypes: [],
  highestSchoolLevel: '12',
  atSchool: 'N',
  priorEducation: 'Y',
  priorAchievements: ['521'],
  labourForceStatus: '02',
  studyReason: '05',
};

describe('Your background (National VET Data)', () => {
  it.each<[string, Partial<BackgroundAnswers>, Record<string, string>]>([
    ['a complete answer', {}, {}],
    [
      'every answer not stated',
      {
        countryOfBirth: '@@@@',
        otherLanguage: '@',
        indigenousStatus: '@',
        disability: '@',
        highestSchoolLevel: '@@',
        atSchool: '@',
        priorEducation: '@',
        priorAchievements: [],
        labourForceStatus: '@@',
        studyReason: '@@',
      },
      {},
    ],
    ['a country code SACC lacks', { countryOfBirth: '9999' }, { countryOfBirth: BACKGROUND_MESSAGES.countryOfBirth }],
    ['another language, not named', { language: undefined }, { language: BACKGROUND_MESSAGES.language }],
    ['another language, not stated', { language: '@@@@' }, { language: BACKGROUND_MESSAGES.language }],
    ['another language that is English', { language: '1201' }, { language: BACKGROUND_MESSAGES.languageIsEnglish }],
    ['English only, with a language left behind', { otherLanguage: 'N', language: '6302' }, {}],
    ['a disability, kinds not chosen', { disability: 'Y' }, { disabilityTypes: BACKGROUND_MESSAGES.disabilityTypes }],
    [
      'a disability of a kind the list lacks',
      { disability: 'Y', disabilityTypes: ['12', '20'] },
      { disabilityTypes: BACKGROUND_MESSAGES.disabilityTypes },
    ],
    ['a disability of two kinds', { disability: 'Y', disabilityTypes: ['11', '17'] }, {}],
    [
      'still at school, never at school',
      { highestSchoolLevel: '02', atSchool: 'Y' },
      { atSchool: BACKGROUND_MESSAGES.atSchoolWithoutSchool },
    ],
    [
      'prior qualifications, kinds not chosen',
      { priorAchievements: [] },
      { priorAchievements: BACKGROUND_MESSAGES.priorAchievements },
    ],
    ['a study reason the standard skips (09)', { studyReason: '09' }, { studyReason: BACKGROUND_MESSAGES.studyReason }],
    [
      'a labour force status given as one digit',
      { labourForceStatus: '2' },
      { labourForceStatus: BACKGROUND_MESSAGES.labourForceStatus },
    ],
  ])('%s', (_, change, errors) => {
    expect(validateBackground({ ...BACKGROUND, ...change })).toEqual(errors);
  });

  it('codes the main language as NAT00080 does: the language, English for "no", or not stated', () => {
    expect(languageCode(BACKGROUND)).toBe('6302');
    expect(languageCode({ otherLanguage: 'N', language: '6302' })).toBe('1201');
    expect(languageCode({ otherLanguage: '@' })).toBe('@@@@');
  });
});

describe('Your course', () => {
  const choices = { intakes: ['intake-feb'], anyTime: false, deliveryModes: ['online'], states: ['QLD'] };
  it.each([
    [{ intake: 'intake-feb', deliveryMode: 'online', state: 'QLD' }, choices, {}],
    [{ intake: ANY_TIME, deliveryMode: 'online', state: 'QLD' }, choices, { intake: COURSE_MESSAGES.intake }],
    [{ intake: ANY_TIME, deliveryMode: 'online', state: 'QLD' }, { ...choices, anyTime: true }, {}],
    [
      { intake: 'intake-jul', deliveryMode: 'classroom', state: 'NSW' },
      choices,
      { intake: COURSE_MESSAGES.intake, deliveryMode: COURSE_MESSAGES.deliveryMode, state: COURSE_MESSAGES.state },
    ],
  ])('%j', (answers, offered, errors) => {
    expect(validateCourse({ courseCode: 'TLI30321', ...answers }, offered)).toEqual(errors);
  });
});

describe('Your funding', () => {
  const questions: FundingQuestion[] = [
    { key: 'state', text: 'Where do you live?', kind: 'state', phrase: 'lives in' },
  ];
  const program: FundingProgram = {
    _id: 'fundingProgram-qld',
    name: 'Certificate 3 Guarantee',
    state: 'QLD',
    body: 'Queensland Government',
    officialUrl: 'https://example.com',
    checkedOn: '2026-07-01',
    evidence: [],
    rules: [{ mode: 'all', conditions: [{ question: 'state', operator: 'oneOf', values: ['QLD'] }] }],
  };
  const outcomes = (state?: string) =>
    priceOutcomes(
      state ? { state } : {},
      { price: '$3,000', fundingOptions: [{ program: program._id, price: '$300' }] },
      [program],
      questions,
    );

  it.each([
    ['the subsidised price, eligible', 'QLD', 'Certificate 3 Guarantee', {}],
    ['the subsidised price, "we need to check"', undefined, 'Certificate 3 Guarantee', {}],
    ['the full fee, whoever applies', 'NSW', 'Full fee', {}],
    ['no price chosen', 'QLD', '', { priceName: FUNDING_MESSAGES.price }],
  ])('%s', (_, state, priceName, errors) => {
    expect(validateFunding({ priceName, checkerAnswers: {} }, outcomes(state))).toEqual(errors);
  });

  it('refuses a price the rules rule out, with the rule in words and the full fee offered', () => {
    const errors = validateFunding({ priceName: 'Certificate 3 Guarantee', checkerAnswers: {} }, outcomes('NSW'));
    expect(errors.priceName).toBe(
      'This price is for a learner who lives in Queensland. Choose another price: anyone may apply at the full fee.',
    );
  });
});

describe('Privacy and declaration', () => {
  const agreed = { version: 'v3', agreedAt: '2026-11-28T04:00:00Z' };
  const complete: DeclarationAnswers = {
    privacyNotice: agreed,
    programDeclaration: null,
    sensitiveConsent: 'no',
    declaration: agreed,
  };
  it.each<[string, Partial<DeclarationAnswers>, string | null, Record<string, string>]>([
    ['complete, without a program declaration', {}, null, {}],
    [
      'a program declaration needed and missing',
      {},
      'Certificate 3 Guarantee',
      { programDeclaration: DECLARATION_MESSAGES.programDeclaration('Certificate 3 Guarantee') },
    ],
    ['a program declaration agreed', { programDeclaration: agreed }, 'Certificate 3 Guarantee', {}],
    [
      'nothing agreed',
      { privacyNotice: null, sensitiveConsent: '', declaration: null },
      null,
      {
        privacyNotice: DECLARATION_MESSAGES.privacyNotice,
        sensitiveConsent: DECLARATION_MESSAGES.sensitiveConsent,
        declaration: DECLARATION_MESSAGES.declaration,
      },
    ],
  ])('%s', (_, change, program, errors) => {
    expect(validateDeclaration({ ...complete, ...change }, program)).toEqual(errors);
  });

  it('keeps the sensitive answers only with consent', () => {
    const answers = { ...BACKGROUND, indigenousStatus: '1', disability: 'Y', disabilityTypes: ['14'] };
    expect(withSensitiveConsent(answers, 'yes')).toEqual(answers);
    expect(withSensitiveConsent(answers, 'no')).toEqual({
      ...answers,
      indigenousStatus: '@',
      disability: '@',
      disabilityTypes: [],
    });
  });
});
