import { AVETMISS_8, type CodeList, NOT_STATED_LABEL, notStatedCode } from './model.ts';

/** Sex as the collection codes it; X is the Australian Government Guidelines on the Recognition of Sex and Gender's third option. */
export const SEX: CodeList = {
  element: 'Sex',
  width: 1,
  source: AVETMISS_8,
  notStated: notStatedCode(1),
  codes: [
    { code: 'M', label: 'Male' },
    { code: 'F', label: 'Female' },
    { code: 'X', label: 'X (indeterminate, intersex or unspecified)' },
    { code: notStatedCode(1), label: NOT_STATED_LABEL },
  ],
};
