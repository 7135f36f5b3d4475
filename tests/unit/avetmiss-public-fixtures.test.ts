import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NatFileName } from '../fixtures/avetmiss/nat-field-tables.ts';
import { parseNat } from '../fixtures/avetmiss/parse-nat.ts';

// jobready/avetmiss_data's v8 fixtures (tests/fixtures/avetmiss/README.md), read with the tests' own parser. The
// expected values are the ones jobready's v8 specs read from the same files: both readings of the format agree.
// NAT00080's and NAT00085's lines were published with their trailing blanks trimmed; the others are read strictly.
const fixture = (file: NatFileName) =>
  parseNat(file, readFileSync(`tests/fixtures/avetmiss/${file}.txt`, 'latin1'), {
    trailingBlanksTrimmed: file === 'NAT00080' || file === 'NAT00085',
  });

describe("jobready/avetmiss_data's public AVETMISS 8.0 fixtures, read by the tests' field tables", () => {
  it('NAT00080: every field where jobready reads it, the statistical areas blank', () => {
    expect(fixture('NAT00080')).toEqual([
      {
        'Client identifier': '12345',
        'Name for encryption': 'Franklin, Mount',
        'Highest school level completed identifier': '09',
        Sex: 'M',
        'Date of birth': '1964-09-02',
        Postcode: '2850',
        'Indigenous status identifier': '2',
        'Main language other than English spoken at home identifier': '1201',
        'Labour force status identifier': '03',
        'Country identifier': '0012',
        'Disability flag': 'Y',
        'Prior educational achievement flag': 'Y',
        'At school flag': 'Y',
        'Address location - suburb, locality or town': 'Aarons Pass',
        'Unique student identifier': '123456',
        'State identifier': '08',
        'Address building/property name': 'Headquarters',
        'Address flat/unit details': '1',
        'Address street number': '2200',
        'Address street name': 'Mission College Blvd',
        'Survey contact status': 'A',
        'Statistical area level 1 identifier': '',
        'Statistical area level 2 identifier': '',
      },
    ]);
  });

  it('NAT00085: every field where jobready reads it', () => {
    expect(fixture('NAT00085')).toEqual([
      {
        'Client identifier': '12345',
        'Client title': 'Mr',
        'Client first given name': 'Mount',
        'Client last name': 'Franklin',
        'Address building/property name': 'Headquarters',
        'Address flat/unit details': '1',
        'Address street number': '2200',
        'Address street name': 'Mission College Blvd',
        'Address postal delivery box': 'BOX 1',
        'Address postal - suburb, locality or town': 'Santa Clara',
        Postcode: '2001',
        'State identifier': '08',
        'Telephone number - home': '0212345678',
        'Telephone number - work': '0299125678',
        'Telephone number - mobile': '0400123456',
        'Email address': 'ritar@jobready.com.au',
        'Email address - alternative': 'ritar02@jobready.com.au',
      },
    ]);
  });

  it('NAT00090: one line per disability type, each its full 12 characters', () => {
    expect(fixture('NAT00090')).toEqual([
      { 'Client identifier': '12345', 'Disability type identifier': '13' },
      { 'Client identifier': '12345', 'Disability type identifier': '14' },
    ]);
  });

  it('NAT00100: one line per prior achievement, each its full 13 characters', () => {
    expect(fixture('NAT00100').map((record) => record['Prior educational achievement identifier'])).toEqual([
      '008',
      '524',
      '514',
      '990',
      '420',
      '410',
      '521',
      '511',
    ]);
    expect(new Set(fixture('NAT00100').map((record) => record['Client identifier']))).toEqual(new Set(['12345']));
  });
});
