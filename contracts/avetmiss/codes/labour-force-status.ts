import { AVETMISS_8, type CodeList, NOT_STATED_LABEL, notStatedCode } from './model.ts';

/** A learner's employment status. */
export const LABOUR_FORCE_STATUS: CodeList = {
  element: 'Labour force status identifier',
  width: 2,
  source: AVETMISS_8,
  notStated: notStatedCode(2),
  codes: [
    { code: '01', label: 'Full-time employee' },
    { code: '02', label: 'Part-time employee' },
    { code: '03', label: 'Self-employed, not employing others' },
    { code: '04', label: 'Employer' },
    { code: '05', label: 'Employed, unpaid worker in a family business' },
    { code: '06', label: 'Unemployed, seeking full-time work' },
    { code: '07', label: 'Unemployed, seeking part-time work' },
    { code: '08', label: 'Not employed, not seeking employment' },
    { code: notStatedCode(2), label: NOT_STATED_LABEL },
  ],
};
