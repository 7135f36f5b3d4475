import { AVETMISS_8, type CodeList, NOT_STATED_LABEL, notStatedCode } from './model.ts';

/**
 * The yes, no or not stated of the client file's three flags: disability, prior educational achievement, and at
 * school (is the learner still at secondary school?).
 */
export const FLAG: CodeList = {
  element: 'Disability flag, prior educational achievement flag and at school flag',
  width: 1,
  source: AVETMISS_8,
  notStated: notStatedCode(1),
  codes: [
    { code: 'Y', label: 'Yes' },
    { code: 'N', label: 'No' },
    { code: notStatedCode(1), label: NOT_STATED_LABEL },
  ],
};
