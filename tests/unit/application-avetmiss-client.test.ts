import { describe, expect, it } from 'vitest';
import type { ApplicationAnswers } from '../../contracts/applications/answers.ts';
import { avetmissClientOf } from '../../contracts/applications/avetmiss-client.ts';
import { writeNat00080 } from '../../contracts/avetmiss/nat/nat00080.ts';
import { writeNat00085 } from '../../contracts/avetmiss/nat/nat00085.ts';
import { writeNat00090 } from '../../contracts/avetmiss/nat/nat00090.ts';
import { writeNat00100 } from '../../contracts/avetmiss/nat/nat00100.ts';
import { parseNat } from '../fixtures/avetmiss/parse-nat.ts';

// Each application is mapped, written by the NAT writers and read back by the tests' own parser (by the standard's
// field table), so what is checked is what an SMS importer would read.

const REFERENCE = 'NW-7KQ2M9P';
const SUBMITTED_AT = '2026-11-28T09:00:00+10:00';

const answers: ApplicationAnswers = {
  aboutYou: {
    familyName: 'Nguyen',
    givenNames: 'Thi  Mai',
    onlyOneName: false,
    dateOfBirth: { day: '7', month: '3', year: '1998' },
    sex: 'F',
    email: 'thi.nguyen@example.com',
    mobile: '0412 345 678',
    residential: {
      building: '',
      flatUnit: 'Unit 4',
      streetNumber: '12',
      streetName: 'Smith Street',
      suburb: 'Fitzroy',
      state: '02',
      postcode: '3065',
    },
    postalSameAsResidential: true,
  },
  usi: { status: 'have', usi: '2GF2UGXXV8' },
  background: {
    countryOfBirth: '1101',
    otherLanguage: 'Y',
    language: '6302',
    indigenousStatus: '4',
    disability: 'Y',
    disabilityTypes: ['11', '17'],
    highestSchoolLevel: '12',
    atSchool: 'N',
    priorEducation: 'Y',
    priorAchievements: ['514', '521'],
    labourForceStatus: '01',
    studyReason: '05',
  },
  declaration: {
    privacyNotice: { version: 'v1', agreedAt: SUBMITTED_AT },
    programDeclaration: null,
    sensitiveConsent: 'yes',
    declaration: { version: 'v1', agreedAt: SUBMITTED_AT },
  },
};

function files(application: ApplicationAnswers, submittedAt = SUBMITTED_AT) {
  const client = avetmissClientOf({ reference: REFERENCE, answers: application, submittedAt });
  return {
    nat00080: parseNat('NAT00080', writeNat00080(client)),
    nat00085: parseNat('NAT00085', writeNat00085(client)),
    nat00090: parseNat('NAT00090', writeNat00090(client)),
    nat00100: parseNat('NAT00100', writeNat00100(client)),
  };
}

const with_ = (change: (copy: ApplicationAnswers) => void) => {
  const copy = structuredClone(answers);
  change(copy);
  return copy;
};

describe('an application as AVETMISS client records', () => {
  it('writes the learner under the reference, with every code as answered', () => {
    const { nat00080, nat00085, nat00090, nat00100 } = files(answers);
    expect(nat00080).toEqual([
      expect.objectContaining({
        'Client identifier': REFERENCE,
        'Name for encryption': 'Nguyen, Thi Mai',
        'Highest school level completed identifier': '12',
        Sex: 'F',
        'Date of birth': '1998-03-07',
        Postcode: '3065',
        'Indigenous status identifier': '4',
        'Main language other than English spoken at home identifier': '6302',
        'Labour force status identifier': '01',
        'Country identifier': '1101',
        'Disability flag': 'Y',
        'Prior educational achievement flag': 'Y',
        'At school flag': 'N',
        'Unique student identifier': '2GF2UGXXV8',
        'State identifier': '02',
        'Address flat/unit details': 'Unit 4',
        'Survey contact status': 'A',
      }),
    ]);
    expect(nat00085).toEqual([
      expect.objectContaining({
        'Client first given name': 'Thi',
        'Client last name': 'Nguyen',
        'Address postal - suburb, locality or town': 'Fitzroy',
        'Telephone number - mobile': '0412 345 678',
        'Email address': 'thi.nguyen@example.com',
      }),
    ]);
    expect(nat00090.map((line) => line['Disability type identifier'])).toEqual(['11', '17']);
    expect(nat00100.map((line) => line['Prior educational achievement identifier'])).toEqual(['514', '521']);
    expect([...nat00090, ...nat00100].every((line) => line['Client identifier'] === REFERENCE)).toBe(true);
  });

  it('writes English only for a learner who speaks no other language at home, and @@@@ when not stated', () => {
    const englishOnly = with_((copy) => Object.assign(copy.background!, { otherLanguage: 'N', language: undefined }));
    const notStated = with_((copy) => Object.assign(copy.background!, { otherLanguage: '@', language: undefined }));
    const language = 'Main language other than English spoken at home identifier';
    expect(files(englishOnly).nat00080[0][language]).toBe('1201');
    expect(files(notStated).nat00080[0][language]).toBe('@@@@');
  });

  it('reports no disability and no qualification as N with no lines, and not stated as @ with no lines', () => {
    const none = with_((copy) =>
      Object.assign(copy.background!, { disability: 'N', disabilityTypes: [], priorEducation: 'N' }),
    );
    const notStated = with_((copy) => Object.assign(copy.background!, { disability: '@', priorEducation: '@' }));
    for (const [application, flag] of [
      [none, 'N'],
      [notStated, '@'],
    ] as const) {
      const { nat00080, nat00090, nat00100 } = files(application);
      expect(nat00080[0]['Disability flag']).toBe(flag);
      expect(nat00080[0]['Prior educational achievement flag']).toBe(flag);
      expect([nat00090, nat00100]).toEqual([[], []]);
    }
  });

  it('writes Indigenous status and disability as not stated when the learner did not consent to keep them', () => {
    const noConsent = with_((copy) => (copy.declaration!.sensitiveConsent = 'no'));
    const { nat00080, nat00090 } = files(noConsent);
    expect(nat00080[0]['Indigenous status identifier']).toBe('@');
    expect(nat00080[0]['Disability flag']).toBe('@');
    expect(nat00090).toEqual([]);
  });

  it('writes a single name as the family name, with no given name', () => {
    const single = with_((copy) =>
      Object.assign(copy.aboutYou!, { familyName: 'Yothu', givenNames: '', onlyOneName: true }),
    );
    const { nat00080, nat00085 } = files(single);
    expect(nat00080[0]['Name for encryption']).toBe('Yothu,');
    expect(nat00085[0]['Client first given name']).toBe('');
    expect(nat00085[0]['Client last name']).toBe('Yothu');
  });

  it('writes an overseas address with OSPC and survey status O, and a separate postal address with its box', () => {
    const overseas = with_((copy) => {
      copy.aboutYou!.residential = {
        building: '',
        flatUnit: '',
        streetNumber: '17',
        streetName: 'Rue de l’Église',
        suburb: 'Nouméa',
        state: '99',
        postcode: '',
      };
      copy.aboutYou!.postalSameAsResidential = false;
      copy.aboutYou!.postal = {
        building: '',
        flatUnit: '',
        streetNumber: '',
        streetName: '',
        postalDeliveryBox: 'PO Box 12',
        suburb: 'Cairns',
        state: '03',
        postcode: '4870',
      };
    });
    const { nat00080, nat00085 } = files(overseas);
    expect(nat00080[0]).toMatchObject({
      Postcode: 'OSPC',
      'State identifier': '99',
      'Address location - suburb, locality or town': 'Noumea',
      'Address street name': "Rue de l'Eglise",
      'Survey contact status': 'O',
    });
    expect(nat00085[0]).toMatchObject({
      'Address postal delivery box': 'PO Box 12',
      'Address postal - suburb, locality or town': 'Cairns',
      Postcode: '4870',
      'State identifier': '03',
    });
  });

  it('marks a learner under 15 on the day of applying as not to be surveyed', () => {
    const young = with_((copy) => (copy.aboutYou!.dateOfBirth = { day: '29', month: '11', year: '2011' }));
    expect(files(young, '2026-11-28T09:00:00+10:00').nat00080[0]['Survey contact status']).toBe('M');
    expect(files(young, '2026-11-29T09:00:00+10:00').nat00080[0]['Survey contact status']).toBe('A');
  });

  it('writes no USI for a learner who will get one later or is exempt', () => {
    for (const usi of [{ status: 'later' }, { status: 'exempt' }] as const) {
      expect(files({ ...answers, usi }).nat00080[0]['Unique student identifier']).toBe('');
    }
  });

  it('refuses an application without the sections the files need, naming only its reference', () => {
    expect(() =>
      avetmissClientOf({ reference: REFERENCE, answers: { aboutYou: answers.aboutYou }, submittedAt: SUBMITTED_AT }),
    ).toThrow(`Application ${REFERENCE} lacks`);
  });
});
