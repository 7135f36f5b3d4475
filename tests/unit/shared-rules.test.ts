import { describe, expect, it } from 'vitest';
import { knownPlaceholdersRule } from '../../studio/schemaTypes/rules.ts';
import { COURSE_CODE_PATTERN } from '../../contracts/rules/course-code.ts';
import { PLACEHOLDER_HELP, PLACEHOLDERS, unknownPlaceholders } from '../../contracts/rules/placeholders.ts';
import { PRICE_PATTERN } from '../../contracts/rules/price.ts';
import { SLUG_PATTERN } from '../../contracts/rules/slug.ts';

describe('rules the Studio, the site and the publisher share', () => {
  it('accepts prices written as visitors read them (spec 3) and nothing else', () => {
    for (const price of ['$99', '$475', '$7,620', '$9,790.50']) expect(PRICE_PATTERN.test(price)).toBe(true);
    for (const price of ['475', '$7620', '$7,62', '$475.5', 'AUD 475', '$ 475'])
      expect(PRICE_PATTERN.test(price)).toBe(false);
  });

  it('accepts national codes in capitals with no spaces', () => {
    for (const code of ['TLIF0025', 'SITXFSA005', 'TLI40324', 'BSBWHS332X'])
      expect(COURSE_CODE_PATTERN.test(code)).toBe(true);
    for (const code of ['tlif0025', 'TLIF 0025', 'TLIF', '0025']) expect(COURSE_CODE_PATTERN.test(code)).toBe(false);
  });

  it('accepts slugs of lower-case words joined by single hyphens', () => {
    expect(SLUG_PATTERN.test('food-manufacturing-and-food-safety')).toBe(true);
    for (const slug of ['Transport', 'a--b', '-a', 'a b']) expect(SLUG_PATTERN.test(slug)).toBe(false);
  });

  it('names every placeholder in the help text coordinators read', () => {
    for (const name of PLACEHOLDERS) expect(PLACEHOLDER_HELP).toContain(`{${name}}`);
  });

  it('finds unknown placeholders anywhere in Portable Text, but not in its internal keys', () => {
    const body = [{ _type: 'block', _key: '{k}', children: [{ _type: 'span', text: 'Call {phone} or {phon}' }] }];
    expect(unknownPlaceholders(body)).toEqual(['{phon}']);
    expect(knownPlaceholdersRule(body)).toBe(`{phon} is not a setting the site knows. ${PLACEHOLDER_HELP}`);
    expect(knownPlaceholdersRule('Email {email}')).toBe(true);
  });
});
