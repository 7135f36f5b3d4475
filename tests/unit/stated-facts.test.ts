import { describe, expect, it } from 'vitest';
import { statedFactProblems, type StatedFactsCourse } from '../../contracts/rules/stated-facts.ts';
import { completionSentence, programFeatures, structureLine } from '../../src/lib/courses/structure.ts';

/** A qualification as the Studio and the build see it: 14 units, 504 hours, $6,540 or $1,250 subsidised. */
const qualification = (text: Partial<StatedFactsCourse> = {}): StatedFactsCourse => ({
  courseType: 'qualification',
  price: '$6,540',
  duration: '504 hours / 56 weeks',
  fundingOptions: [{ price: '$1,250' }],
  programDetails: {
    learningVolume: '504 hours over 56 weeks',
    units: {
      total: 14,
      core: 2,
      electives: [
        { count: 4, kind: 'warehousing electives' },
        { count: 8, kind: 'general electives' },
      ],
    },
    coreUnits: [{ code: 'TLIF3003' }, { code: 'TLIF0009' }],
    electiveGroups: [{ units: [{ code: 'TLID0015' }] }],
  },
  ...text,
});

const messages = (course: StatedFactsCourse) => statedFactProblems(course).map(({ message }) => message);

describe('free text agrees with the structured facts', () => {
  it('accepts text that restates the counts, the duration and the prices correctly', () => {
    const course = qualification({
      metaDescription: 'TLI30321: 14 units, 504 hours over 56 weeks, $6,540.',
      description: 'The two core units cover safety; four warehousing electives and the remaining 8 electives follow.',
      summary: 'Subsidised places from $1,250. Includes TLID0015 and leads to the TLI40324 Certificate IV.',
      paymentTerms: 'A $500 deposit at enrolment.',
    });
    expect(statedFactProblems(course)).toEqual([]);
  });

  it('names the field and both numbers when the text states another unit count', () => {
    const course = qualification({ assessment: 'To complete, you must be assessed competent in all 13 units.' });
    expect(statedFactProblems(course)).toEqual([
      {
        path: ['assessment'],
        message: expect.stringMatching(/^"Assessment" says 13 units, but .* has 14 units in total/),
      },
    ]);
    expect(messages(qualification({ features: ['Fourteen units', 'Thirteen units in all'] }))).toEqual([
      expect.stringContaining('"Program features" says 13 units'),
    ]);
  });

  it('checks core and elective counts by kind', () => {
    const course = qualification({ description: '3 core units, 5 warehousing electives and 12 electives.' });
    expect(messages(course)).toEqual([
      expect.stringContaining('says 3 core units, but the structure (Program details) has 2'),
      expect.stringContaining('says 5 warehousing electives, but the structure (Program details) has 4'),
    ]);
  });

  it('refuses counts that do not add up to their total, on the total', () => {
    const course = qualification();
    course.programDetails!.units!.total = 15;
    expect(statedFactProblems(course)).toEqual([
      {
        path: ['programDetails', 'units', 'total'],
        message: expect.stringMatching(/add up to 14 units .* total is 15/),
      },
    ]);
  });

  it('names the field, the stated and the real volume of learning', () => {
    const course = qualification({
      programDetails: { ...qualification().programDetails, learningVolume: '500 hours over 56 weeks' },
    });
    expect(statedFactProblems(course)).toEqual([
      {
        path: ['programDetails', 'learningVolume'],
        message: expect.stringMatching(
          /"Volume of learning" says 500 hours over 56 weeks, but the duration is 504 hours \/ 56 weeks/,
        ),
      },
    ]);
    expect(messages(qualification({ metaDescription: '504 hours over 52 weeks' }))).toHaveLength(1);
  });

  it('refuses another price where the text states a price, but not in the text about other charges', () => {
    const course = qualification({
      metaDescription: 'Only $6,450.',
      additionalCharges: 'A replacement certificate costs $35.',
      approach: [{ _key: 'k1', text: 'Worth $7,000 to you.' }],
    });
    expect(statedFactProblems(course)).toEqual([
      {
        path: ['metaDescription'],
        message: expect.stringMatching(/states \$6,450, but the course price is \$6,540 \(funded places: \$1,250\)/),
      },
      { path: ['approach', { _key: 'k1' }, 'text'], message: expect.stringContaining('states $7,000') },
    ]);
  });

  it('refuses malformed codes, and units a qualification names but does not list', () => {
    const course = qualification({ description: 'Covers TLIF00080, Tlif0009 and TLIC2001; then TLI40324.' });
    expect(messages(course)).toEqual([
      expect.stringContaining('mentions TLIF00080, which is not a national code'),
      expect.stringContaining('mentions Tlif0009, which is not a national code'),
      expect.stringContaining("mentions the unit TLIC2001, which is not in this qualification's structure"),
    ]);
  });

  it('reads a unit of competency for its duration, price and codes only', () => {
    const unit: StatedFactsCourse = {
      courseType: 'unit',
      price: '$475',
      duration: '24 hours / 4 weeks',
      description: 'One of 14 units in the TLI30321; see also TLIA1001. 24 hours over 4 weeks for $475.',
    };
    expect(statedFactProblems(unit)).toEqual([]);
    expect(messages({ ...unit, description: '36 hours over 4 weeks for $499.' })).toHaveLength(2);
  });
});

describe('sentences written from the unit counts', () => {
  const units = qualification().programDetails!.units as Parameters<typeof structureLine>[0];

  it('writes the structure line with the hours per unit from the duration', () => {
    expect(structureLine(units, '504 hours / 56 weeks')).toBe(
      '14 units: 2 core, 4 warehousing electives and 8 general electives; about 36 hours per unit.',
    );
    expect(
      structureLine(
        { total: 12, core: 6, electives: [{ count: 6, kind: 'electives' }] },
        '624 hours / 48 weeks',
        'Chosen at enrolment.',
      ),
    ).toBe('12 units: 6 core and 6 electives; about 52 hours per unit. Chosen at enrolment.');
  });

  it('puts the counts first in Program Features, and the total in what completing takes', () => {
    expect(programFeatures({ features: ['Online'], programDetails: { units } })).toEqual([
      '14 units of competency: 2 core, 4 warehousing electives and 8 general electives',
      'Online',
    ]);
    expect(programFeatures({ features: ['Online'], programDetails: { units: null } })).toEqual(['Online']);
    expect(completionSentence(units)).toBe('To complete, you must be assessed competent in all 14 units.');
  });
});
