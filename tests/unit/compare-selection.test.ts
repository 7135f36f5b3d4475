import { describe, expect, it } from 'vitest';
import type { CompareCourse, CompareData } from '../../src/lib/compare/model.ts';
import {
  allAgree,
  cellsByRow,
  COMPARE_MAX,
  parseCompareCodes,
  selectCourses,
  sharedUnits,
} from '../../src/lib/compare/selection.ts';

const course = (code: string, units: string[], rows: Record<string, string[]> = {}): CompareCourse => ({
  code,
  title: `Course ${code}`,
  href: null,
  rows,
  units: units.map((unit) => ({ code: unit, title: `Unit ${unit}` })),
});

const data: CompareData = {
  rows: [
    { id: 'category', label: 'Category' },
    { id: 'shared-units', label: 'Units the courses share' },
  ],
  courses: ['AAA30001', 'AAA40001', 'AAA50001', 'AAAA0001', 'AAAA0002', 'AAAA0003'].map((code) =>
    course(code, [], { category: ['Transport'] }),
  ),
};

describe('the compare link', () => {
  it('reads codes in any case, with spaces, once each', () => {
    expect(parseCompareCodes(' tli30321, TLI40324,,tli30321 ')).toEqual(['TLI30321', 'TLI40324']);
    expect(parseCompareCodes(null)).toEqual([]);
  });

  it('names every unknown code and shows the first four courses it finds', () => {
    const codes = ['AAA30001', 'TLI99999', 'AAA40001', 'AAA50001', 'AAAA0001', 'AAAA0002'];
    const selection = selectCourses(codes, data);
    expect(selection.unknown).toEqual(['TLI99999']);
    expect(selection.courses.map((entry) => entry.code)).toEqual(['AAA30001', 'AAA40001', 'AAA50001', 'AAAA0001']);
    expect(selection.courses).toHaveLength(COMPARE_MAX);
    expect(selection.found).toBe(5);
  });
});

describe('the table', () => {
  it('lists, for each course, the units another compared course has too', () => {
    const cert3 = course('TLI30321', ['TLIF0009', 'TLIA1001', 'TLIF3003']);
    const cert2 = course('TLI20421', ['TLIF0009', 'TLIA1001', 'TLIF0025']);
    const unit = course('TLIF0025', ['TLIF0025']);
    expect(sharedUnits([cert3, cert2, unit])).toEqual([
      ['TLIF0009 Unit TLIF0009', 'TLIA1001 Unit TLIA1001'],
      ['TLIF0009 Unit TLIF0009', 'TLIA1001 Unit TLIA1001', 'TLIF0025 Unit TLIF0025'],
      ['TLIF0025 Unit TLIF0025'],
    ]);
    expect(sharedUnits([cert3, course('BSB40120', ['BSBLDR411'])])).toEqual([['None in common'], ['None in common']]);
  });

  it('hides a row under "differences only" only when every course says the same', () => {
    const cells = cellsByRow(data, [
      course('A', ['X'], { category: ['Transport'] }),
      course('B', ['Y'], { category: ['Transport'] }),
    ]);
    expect(allAgree(cells.get('category')!)).toBe(true);
    expect(allAgree([['Online'], ['Online', 'Workplace']])).toBe(false);
    expect(allAgree([['$1,250.00'], ['$1,250.00']])).toBe(true);
  });
});
