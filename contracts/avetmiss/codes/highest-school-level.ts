import { AVETMISS_8, type CodeList, NOT_STATED_LABEL, notStatedCode } from './model.ts';

/** The highest year of secondary school a learner has completed. */
export const HIGHEST_SCHOOL_LEVEL: CodeList = {
  element: 'Highest school level completed identifier',
  width: 2,
  source: AVETMISS_8,
  notStated: notStatedCode(2),
  codes: [
    { code: '02', label: 'Did not go to school' },
    { code: '08', label: 'Year 8 or below' },
    { code: '09', label: 'Year 9 or equivalent' },
    { code: '10', label: 'Completed Year 10' },
    { code: '11', label: 'Completed Year 11' },
    { code: '12', label: 'Completed Year 12' },
    { code: notStatedCode(2), label: NOT_STATED_LABEL },
  ],
};
