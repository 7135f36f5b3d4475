import { describe, expect, it } from 'vitest';
import type { AvetmissClient } from '../../contracts/avetmiss/nat/client.ts';
import { writeNat00080 } from '../../contracts/avetmiss/nat/nat00080.ts';
import { writeNat00085 } from '../../contracts/avetmiss/nat/nat00085.ts';
import { writeNat00090 } from '../../contracts/avetmiss/nat/nat00090.ts';
import { writeNat00100 } from '../../contracts/avetmiss/nat/nat00100.ts';
import { parseNat, type NatRecord } from '../fixtures/avetmiss/parse-nat.ts';

// Each learner's four files are read back with the tests' own parser (tests/fixtures/avetmiss/), which reads by
// the standard's field table and refuses a line that is not exactly its record's length.

const learner: AvetmissClient = {
  clientId: 'NW-24-0173',
  name: { family: 'Nguyen', given: 'Thi', other: 'Mai' },
  title: 'Ms',
  highestSchoolLevel: '12',
  sex: 'F',
  dateOfBirth: '1998-03-07',
  indigenousStatus: '4',
  mainLanguage: '6302',
  labourForceStatus: '01',
  countryOfBirth: '1101',
  atSchool: 'N',
  disabilities: [],
  priorEducation: [],
  usi: '2GF2UGXXV8',
  residentialAddress: {
    flatUnit: 'Unit 4',
    streetNumber: '12',
    streetName: 'Smith Street',
    suburb: 'Fitzroy',
    postcode: '3065',
    state: '02',
  },
  surveyContactStatus: 'A',
  statisticalArea1: '20604112203',
  statisticalArea2: '206041122',
  phoneMobile: '0412 345 678',
  email: 'thi.nguyen@example.com',
};

const learnerNat00080: NatRecord = {
  'Client identifier': 'NW-24-0173',
  'Name for encryption': 'Nguyen, Thi Mai',
  'Highest school level completed identifier': '12',
  Sex: 'F',
  'Date of birth': '1998-03-07',
  Postcode: '3065',
  'Indigenous status identifier': '4',
  'Main language other than English spoken at home identifier': '6302',
  'Labour force status identifier': '01',
  'Country identifier': '1101',
  'Disability flag': 'N',
  'Prior educational achievement flag': 'N',
  'At school flag': 'N',
  'Address location - suburb, locality or town': 'Fitzroy',
  'Unique student identifier': '2GF2UGXXV8',
  'State identifier': '02',
  'Address building/property name': '',
  'Address flat/unit details': 'Unit 4',
  'Address street number': '12',
  'Address street name': 'Smith Street',
  'Survey contact status': 'A',
  'Statistical area level 1 identifier': '20604112203',
  'Statistical area level 2 identifier': '206041122',
};

const learnerNat00085: NatRecord = {
  'Client identifier': 'NW-24-0173',
  'Client title': 'Ms',
  'Client first given name': 'Thi',
  'Client last name': 'Nguyen',
  'Address building/property name': '',
  'Address flat/unit details': 'Unit 4',
  'Address street number': '12',
  'Address street name': 'Smith Street',
  'Address postal delivery box': '',
  'Address postal - suburb, locality or town': 'Fitzroy',
  Postcode: '3065',
  'State identifier': '02',
  'Telephone number - home': '',
  'Telephone number - work': '',
  'Telephone number - mobile': '0412 345 678',
  'Email address': 'thi.nguyen@example.com',
  'Email address - alternative': '',
};

interface Profile {
  readonly profile: string;
  readonly client: AvetmissClient;
  /** The fields that read back differently from the first learner's. */
  readonly nat00080?: NatRecord;
  readonly nat00085?: NatRecord;
  readonly disabilityTypes?: readonly string[];
  readonly priorAchievements?: readonly string[];
}

const profiles: Profile[] = [
  { profile: 'a learner who answered everything', client: learner },
  {
    profile: 'a single name',
    client: { ...learner, clientId: 'NW-24-0174', name: { family: 'Yothu' }, title: undefined },
    nat00080: { 'Client identifier': 'NW-24-0174', 'Name for encryption': 'Yothu,' },
    nat00085: {
      'Client identifier': 'NW-24-0174',
      'Client title': '',
      'Client first given name': '',
      'Client last name': 'Yothu',
    },
  },
  {
    profile: 'a name with accents',
    client: { ...learner, name: { family: 'Ångström-Ødegård', given: 'Zoë', other: 'José Łukasz Straße' } },
    nat00080: { 'Name for encryption': 'Angstrom-Odegard, Zoe Jose Lukasz Strasse' },
    nat00085: { 'Client first given name': 'Zoe', 'Client last name': 'Angstrom-Odegard' },
  },
  {
    profile: 'an overseas address',
    client: {
      ...learner,
      countryOfBirth: '1601',
      residentialAddress: {
        streetNumber: '17',
        streetName: 'Rue de l’Église',
        suburb: 'Nouméa',
        postcode: 'OSPC',
        state: '99',
      },
      postalAddress: { postalDeliveryBox: 'BP 1234', suburb: 'Nouméa', postcode: 'OSPC', state: '99' },
      surveyContactStatus: 'O',
      statisticalArea1: undefined,
      statisticalArea2: undefined,
      phoneMobile: '+687 71 23 45',
    },
    nat00080: {
      Postcode: 'OSPC',
      'Country identifier': '1601',
      'Address location - suburb, locality or town': 'Noumea',
      'State identifier': '99',
      'Address flat/unit details': '',
      'Address street number': '17',
      'Address street name': "Rue de l'Eglise",
      'Survey contact status': 'O',
      'Statistical area level 1 identifier': '',
      'Statistical area level 2 identifier': '',
    },
    nat00085: {
      'Address flat/unit details': '',
      'Address street number': '',
      'Address street name': '',
      'Address postal delivery box': 'BP 1234',
      'Address postal - suburb, locality or town': 'Noumea',
      Postcode: 'OSPC',
      'State identifier': '99',
      'Telephone number - mobile': '+687 71 23 45',
    },
  },
  {
    profile: '"not stated" answers',
    client: {
      ...learner,
      highestSchoolLevel: '@@',
      sex: '@',
      dateOfBirth: undefined,
      indigenousStatus: '@',
      mainLanguage: '@@@@',
      labourForceStatus: '@@',
      countryOfBirth: '@@@@',
      atSchool: '@',
      disabilities: null,
      priorEducation: null,
      usi: undefined,
    },
    nat00080: {
      'Highest school level completed identifier': '@@',
      Sex: '@',
      'Date of birth': '@@@@@@@@',
      'Indigenous status identifier': '@',
      'Main language other than English spoken at home identifier': '@@@@',
      'Labour force status identifier': '@@',
      'Country identifier': '@@@@',
      'Disability flag': '@',
      'Prior educational achievement flag': '@',
      'At school flag': '@',
      'Unique student identifier': '',
    },
  },
  {
    profile: 'several disability kinds',
    client: { ...learner, disabilities: ['11', '14', '17', '14'] },
    nat00080: { 'Disability flag': 'Y' },
    disabilityTypes: ['11', '14', '17'],
  },
  {
    profile: 'several prior qualifications',
    client: { ...learner, priorEducation: ['008', '511', '990'] },
    nat00080: { 'Prior educational achievement flag': 'Y' },
    priorAchievements: ['008', '511', '990'],
  },
];

describe('AVETMISS 8.0 client files, read back field by field by the field table', () => {
  it.each(profiles)('$profile: NAT00080, one line of 347 characters', ({ client, nat00080 }) => {
    expect(parseNat('NAT00080', writeNat00080(client))).toEqual([{ ...learnerNat00080, ...nat00080 }]);
  });

  it.each(profiles)('$profile: NAT00085, one line of 557 characters', ({ client, nat00085 }) => {
    expect(parseNat('NAT00085', writeNat00085(client))).toEqual([{ ...learnerNat00085, ...nat00085 }]);
  });

  it.each(profiles)(
    '$profile: NAT00090 and NAT00100, a line of 12 or 13 characters per disability kind and prior achievement',
    ({ client, disabilityTypes = [], priorAchievements = [] }) => {
      const lines = (kindField: string, kinds: readonly string[]) =>
        kinds.map((kind) => ({ 'Client identifier': client.clientId, [kindField]: kind }));
      expect(parseNat('NAT00090', writeNat00090(client))).toEqual(lines('Disability type identifier', disabilityTypes));
      expect(parseNat('NAT00100', writeNat00100(client))).toEqual(
        lines('Prior educational achievement identifier', priorAchievements),
      );
    },
  );
});
