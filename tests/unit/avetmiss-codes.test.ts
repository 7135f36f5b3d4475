import { describe, expect, it } from 'vitest';
import { COUNTRY } from '../../contracts/avetmiss/codes/country.ts';
import { DISABILITY_TYPE } from '../../contracts/avetmiss/codes/disability-type.ts';
import { FLAG } from '../../contracts/avetmiss/codes/flag.ts';
import { HIGHEST_SCHOOL_LEVEL } from '../../contracts/avetmiss/codes/highest-school-level.ts';
import { INDIGENOUS_STATUS } from '../../contracts/avetmiss/codes/indigenous-status.ts';
import { LABOUR_FORCE_STATUS } from '../../contracts/avetmiss/codes/labour-force-status.ts';
import { LANGUAGE } from '../../contracts/avetmiss/codes/language.ts';
import { findCode, isCodeIn, type CodeList } from '../../contracts/avetmiss/codes/model.ts';
import { PRIOR_EDUCATIONAL_ACHIEVEMENT } from '../../contracts/avetmiss/codes/prior-educational-achievement.ts';
import { SEX } from '../../contracts/avetmiss/codes/sex.ts';
import { STATE, STATE_CODE_BY_ABBREVIATION } from '../../contracts/avetmiss/codes/state.ts';
import { STUDY_REASON } from '../../contracts/avetmiss/codes/study-reason.ts';
import { SURVEY_CONTACT_STATUS } from '../../contracts/avetmiss/codes/survey-contact-status.ts';
import { REGION_NAMES } from '../../contracts/rules/pre-enrolment.ts';

// The width of each field as the NAT files store it (NAT00080 client, NAT00090 disability, NAT00100 prior
// education, NAT00120 enrolment), from AVETMISS 8.0's file layouts: a code wider or narrower breaks the record.
const LISTS: [string, CodeList, number][] = [
  ['sex', SEX, 1],
  ['state', STATE, 2],
  ['Indigenous status', INDIGENOUS_STATUS, 1],
  ['disability type', DISABILITY_TYPE, 2],
  ['highest school level', HIGHEST_SCHOOL_LEVEL, 2],
  ['flags (disability, prior education, at school)', FLAG, 1],
  ['prior educational achievement', PRIOR_EDUCATIONAL_ACHIEVEMENT, 3],
  ['labour force status', LABOUR_FORCE_STATUS, 2],
  ['study reason', STUDY_REASON, 2],
  ['survey contact status', SURVEY_CONTACT_STATUS, 1],
  ['country of birth (SACC)', COUNTRY, 4],
  ['main language (ASCL)', LANGUAGE, 4],
];

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the National VET Data code lists', () => {
  it.each(LISTS)('%s: every code is as wide as its field, and none is there twice', (_, list, width) => {
    expect(list.width).toBe(width);
    expect(list.codes.filter(({ code }) => code.length !== width)).toEqual([]);
    expect(duplicates(list.codes.map(({ code }) => code))).toEqual([]);
    expect(duplicates(list.codes.map(({ label }) => label))).toEqual([]);
    expect(list.codes.filter(({ label }) => label.trim() === '')).toEqual([]);
    expect(list.source).not.toBe('');
  });

  it.each(LISTS)(
    '%s: "not stated", where allowed, is @ across the field and offered; no other code uses @',
    (_, list) => {
      const ats = list.codes.filter(({ code }) => code.includes('@')).map(({ code }) => code);
      if (list.notStated === null) expect(ats).toEqual([]);
      else {
        expect(list.notStated).toBe('@'.repeat(list.width));
        expect(ats).toEqual([list.notStated]);
      }
    },
  );

  it('allows "not stated" where the collection does, and not for a state or a survey status', () => {
    const allowing = LISTS.filter(([, list]) => list.notStated !== null).map(([name]) => name);
    expect(allowing).toEqual([
      'sex',
      'Indigenous status',
      'highest school level',
      'flags (disability, prior education, at school)',
      'labour force status',
      'study reason',
      'country of birth (SACC)',
      'main language (ASCL)',
    ]);
  });

  it.each([
    ['country of birth (SACC)', COUNTRY],
    ['main language (ASCL)', LANGUAGE],
  ])('%s: four digits in ascending order, each under a broad group the list has', (_, list) => {
    const codes = list.codes.map(({ code }) => code).filter((code) => code !== list.notStated);
    expect(codes.filter((code) => !/^\d{4}$/.test(code))).toEqual([]);
    expect(codes).toEqual([...codes].sort());
    const orphans = codes.filter((code) => code >= '1000' && !codes.includes(`${code[0]}000`));
    expect(orphans).toEqual([]);
  });

  it('codes the countries and languages the NAT files most often carry as the ABS does', () => {
    expect(findCode(COUNTRY, '1101')?.label).toBe('Australia');
    expect(findCode(COUNTRY, '1201')?.label).toBe('New Zealand');
    expect(findCode(COUNTRY, '2102')?.label).toBe('England');
    expect(findCode(COUNTRY, '8104')?.label).toBe('United States of America');
    expect(findCode(LANGUAGE, '1201')?.label).toBe('English');
    expect(findCode(LANGUAGE, '7104')?.label).toBe('Mandarin');
    expect(findCode(LANGUAGE, '9701')?.label).toBe('Auslan');
    expect(isCodeIn(COUNTRY, '9999')).toBe(false);
  });

  it("gives each of the site's states and territories its state code, under the same name", () => {
    const named = Object.entries(REGION_NAMES).map(([abbreviation, name]) => [
      abbreviation,
      findCode(STATE, STATE_CODE_BY_ABBREVIATION[abbreviation] ?? '')?.label,
      name,
    ]);
    expect(named.filter(([, label, name]) => label !== name)).toEqual([]);
    expect(Object.keys(STATE_CODE_BY_ABBREVIATION).sort()).toEqual(Object.keys(REGION_NAMES).sort());
  });
});
