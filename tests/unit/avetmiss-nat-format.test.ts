import { describe, expect, it } from 'vitest';
import { toAscii } from '../../contracts/avetmiss/nat/ascii.ts';
import type { AvetmissClient } from '../../contracts/avetmiss/nat/client.ts';
import { NatValueError } from '../../contracts/avetmiss/nat/fixed-width.ts';
import { defineLayout } from '../../contracts/avetmiss/nat/layout.ts';
import { fieldLimit, fieldProblem } from '../../contracts/avetmiss/nat/limits.ts';
import { writeNat00080 } from '../../contracts/avetmiss/nat/nat00080.ts';
import { writeNat00085 } from '../../contracts/avetmiss/nat/nat00085.ts';
import { writeNat00090 } from '../../contracts/avetmiss/nat/nat00090.ts';
import { RELEASE_8_0 } from '../../contracts/avetmiss/nat/release-8.0.ts';
import type { FieldOf } from '../../contracts/avetmiss/nat/release.ts';
import { nameForEncryption } from '../../contracts/avetmiss/nat/name-for-encryption.ts';
import { FIELD_TABLES } from '../fixtures/avetmiss/nat-field-tables.ts';
import { parseNat } from '../fixtures/avetmiss/parse-nat.ts';

const learner: AvetmissClient = {
  clientId: 'NW-24-0200',
  name: { family: 'Okafor', given: 'Chidi' },
  highestSchoolLevel: '11',
  sex: 'M',
  dateOfBirth: '2001-11-30',
  indigenousStatus: '4',
  mainLanguage: '1201',
  labourForceStatus: '03',
  countryOfBirth: '1101',
  atSchool: 'N',
  disabilities: ['12', '18'],
  priorEducation: [],
  residentialAddress: { streetNumber: '3', streetName: 'Hay Street', suburb: 'Perth', postcode: '6000', state: '05' },
  surveyContactStatus: 'A',
  email: 'chidi@example.com',
};

/** The width the tests' own transcription of the standard gives a field. */
const standardWidth = (file: keyof typeof FIELD_TABLES, field: string) =>
  FIELD_TABLES[file].rows.find(([name]) => name === field)?.[2];

/** The limit a question asks is the standard's width: the longest value fits, one more character does not. */
function limitIsTheStandards<File extends 'NAT00080' | 'NAT00085'>(
  file: File,
  field: FieldOf<File>,
  standardName: string,
) {
  const limit = fieldLimit(file, field);
  expect(limit).toBe(standardWidth(file, standardName));
  expect(fieldProblem(file, field, 'a'.repeat(limit))).toBeUndefined();
  expect(fieldProblem(file, field, 'a'.repeat(limit + 1))).toMatchObject({ problem: 'too-long' });
}

const refusal = (write: () => unknown) => {
  try {
    write();
  } catch (error) {
    return error;
  }
  throw new Error('the value was written');
};

describe('a value too long for its field', () => {
  it.each([
    ['NAT00080 suburb', () => limitIsTheStandards('NAT00080', 'suburb', 'Address location - suburb, locality or town')],
    ['NAT00080 streetName', () => limitIsTheStandards('NAT00080', 'streetName', 'Address street name')],
    ['NAT00080 nameForEncryption', () => limitIsTheStandards('NAT00080', 'nameForEncryption', 'Name for encryption')],
    ['NAT00085 email', () => limitIsTheStandards('NAT00085', 'email', 'Email address')],
    [
      'NAT00085 postalDeliveryBox',
      () => limitIsTheStandards('NAT00085', 'postalDeliveryBox', 'Address postal delivery box'),
    ],
  ])('%s: a question can refuse at the standard’s width what the file would refuse', (_, check) => check());

  it('is refused by the writer, never cut, and the refusal names the field and its width but not the value', () => {
    const suburb = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
    const error = refusal(() =>
      writeNat00080({ ...learner, residentialAddress: { ...learner.residentialAddress, suburb } }),
    );
    expect(error).toBeInstanceOf(NatValueError);
    expect(error).toMatchObject({ file: 'NAT00080', field: 'suburb', problem: 'too-long', width: 50 });
    expect((error as Error).message).not.toContain(suburb);
    expect(fieldProblem('NAT00080', 'suburb', suburb)).toMatchObject({ problem: 'too-long' });
  });

  it('is counted as written: ß is two letters in the file, so a question counts it as two', () => {
    const limit = fieldLimit('NAT00085', 'lastName');
    expect(fieldProblem('NAT00085', 'lastName', 'ß'.repeat(limit / 2))).toBeUndefined();
    expect(fieldProblem('NAT00085', 'lastName', `${'ß'.repeat(limit / 2)}a`)).toMatchObject({ problem: 'too-long' });
  });

  it('the whole name for encryption, family and given names together, is checked as the file holds it', () => {
    const name = { family: 'Wolfeschlegelsteinhausenbergerdorff', given: 'Hubert', other: 'Blaine Charles David' };
    expect(fieldProblem('NAT00080', 'nameForEncryption', nameForEncryption(name))).toMatchObject({
      problem: 'too-long',
    });
    expect(() => writeNat00080({ ...learner, name })).toThrow(NatValueError);
  });
});

describe('characters outside ASCII', () => {
  it.each([
    ['José', 'Jose'],
    ['Müller', 'Muller'],
    ['Straße', 'Strasse'],
    ['Søren Ærø', 'Soren Aero'],
    ['Łódź', 'Lodz'],
    ['Þórður', 'Thordur'],
    ['O’Brien', "O'Brien"],
    ['Nguyễn', 'Nguyen'],
    ['Ĥéllö wörld', 'Hello world'],
  ])('%s is written %s', (text, ascii) => {
    expect(toAscii(text)).toBe(ascii);
  });

  it('a name with no ASCII spelling is refused, not dropped or garbled', () => {
    const error = refusal(() => writeNat00085({ ...learner, name: { family: '李', given: 'Wei' } }));
    expect(error).toMatchObject({ file: 'NAT00085', field: 'lastName', problem: 'not-ascii' });
    expect(
      fieldProblem('NAT00080', 'nameForEncryption', nameForEncryption({ family: '李', given: 'Wei' })),
    ).toMatchObject({
      problem: 'not-ascii',
    });
  });

  it('an e-mail address is written exactly: one with an accent is refused, never sent to someone else', () => {
    expect(fieldProblem('NAT00085', 'email', 'josé@example.com')).toMatchObject({ problem: 'not-ascii' });
    expect(() => writeNat00085({ ...learner, email: 'josé@example.com' })).toThrow(NatValueError);
  });

  it('a control character (a tab, a line break) is refused: it would break the line', () => {
    expect(fieldProblem('NAT00080', 'streetName', 'Hay\tStreet')).toMatchObject({ problem: 'not-ascii' });
    expect(fieldProblem('NAT00080', 'streetName', 'Hay\nStreet')).toMatchObject({ problem: 'not-ascii' });
  });
});

describe('dates and numbers', () => {
  it('a date of birth that is not a day is refused', () => {
    expect(() => writeNat00080({ ...learner, dateOfBirth: '2001-02-30' })).toThrow(NatValueError);
    expect(fieldProblem('NAT00080', 'dateOfBirth', '30/11/2001')).toMatchObject({ problem: 'not-a-date' });
  });

  it('a number field takes digits only', () => {
    expect(() => writeNat00090({ ...learner, disabilities: ['1a'] })).toThrow(NatValueError);
  });
});

describe('the line ending', () => {
  it('is CR LF unless told otherwise, after every line', () => {
    expect(writeNat00090(learner)).toMatch(/^[^\r\n]{12}\r\n[^\r\n]{12}\r\n$/);
  });

  it('is one setting', () => {
    const text = writeNat00090(learner, { lineEnding: '\n' });
    expect(text).not.toContain('\r');
    expect(parseNat('NAT00090', text, { lineEnding: '\n' })).toHaveLength(2);
  });
});

describe('a release of the standard is a table', () => {
  it('a new table with other widths changes the file with no new code', () => {
    const wider = RELEASE_8_0.NAT00080.fields.map((field) => (field.name === 'sa2' ? { ...field, width: 19 } : field));
    const release = { ...RELEASE_8_0, NAT00080: defineLayout('NAT00080', 357, wider) };
    expect(writeNat00080(learner, { release })).toHaveLength(357 + 2);
  });

  it('a table whose fields overlap or leave a gap is refused as it loads', () => {
    const fields = RELEASE_8_0.NAT00090.fields;
    expect(() => defineLayout('NAT00090', 12, [fields[0], { ...fields[1], start: 12 }])).toThrow(/starts at 12/);
    expect(() => defineLayout('NAT00090', 13, fields)).toThrow(/end at 12/);
  });
});
