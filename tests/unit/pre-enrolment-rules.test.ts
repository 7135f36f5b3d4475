import { describe, expect, it } from 'vitest';
import {
  codeTypeProblem,
  durationHours,
  durationProblem,
  registeredTitleProblem,
} from '../../contracts/rules/course-fields.ts';
import { missingCourseItems, REQUIRED_COURSE_ITEMS } from '../../contracts/rules/pre-enrolment.ts';

const complete = {
  entryRequirements: 'None.',
  assessment: 'Questions and a project.',
  locations: ['Online, anywhere in Australia'],
  scheduling: 'Self-paced.',
  paymentTerms: 'Pay at enrolment.',
  price: '$475',
  learnerProvides: 'A computer.',
};

describe('what Standard 2.1(2)(c) requires of a course before enrolment', () => {
  it('finds nothing missing in a complete course', () => {
    expect(missingCourseItems(complete)).toEqual([]);
  });

  it('names each missing item and the Standard, including text of spaces only and empty lists', () => {
    for (const { field, item } of REQUIRED_COURSE_ITEMS) {
      for (const empty of [undefined, '  ', []]) {
        const missing = missingCourseItems({ ...complete, [field]: empty });
        expect(missing.map((problem) => problem.field)).toEqual([field]);
        expect(missing[0].message).toContain(item);
        expect(missing[0].message).toContain('Standard 2.1');
      }
    }
  });

  it('matches a code to its course type', () => {
    expect(codeTypeProblem({ code: 'TLI40324', courseType: 'qualification' })).toBeNull();
    expect(codeTypeProblem({ code: 'TLIF0025', courseType: 'unit' })).toBeNull();
    expect(codeTypeProblem({ code: 'SITXFSA005', courseType: 'unit' })).toBeNull();
    expect(codeTypeProblem({ code: 'TLIF0025', courseType: 'qualification' })).toContain('not a qualification code');
    expect(codeTypeProblem({ code: 'TLI40324', courseType: 'unit' })).toContain('not a unit code');
  });

  it('compares a title with the registered one, ignoring capitals, when the code is known', () => {
    expect(registeredTitleProblem({ code: 'TLIF0025', title: 'Follow Work Health and Safety Procedures' })).toBeNull();
    expect(registeredTitleProblem({ code: 'TLIF0025', title: 'Follow WHS Procedures' })).toBe(
      'The registered title of TLIF0025 is "Follow work health and safety procedures": use it exactly as registered on training.gov.au',
    );
    expect(registeredTitleProblem({ code: 'ABCD1234', title: 'Anything' })).toBeNull();
  });

  it('reads the hours of study at the start of a duration', () => {
    expect(durationHours('576 hours / 64 weeks')).toBe(576);
    expect(durationHours('1,200 hours over 2 years')).toBe(1200);
    expect(durationProblem({ duration: '4 weeks' })).toContain('hours of study');
    expect(durationProblem({ duration: '24 hours / 4 weeks' })).toBeNull();
  });
});
