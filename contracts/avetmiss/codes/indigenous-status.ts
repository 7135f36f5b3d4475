import { AVETMISS_8, type CodeList, NOT_STATED_LABEL, notStatedCode } from './model.ts';

/** Whether a learner is of Aboriginal or Torres Strait Islander origin: sensitive information, asked with consent. */
export const INDIGENOUS_STATUS: CodeList = {
  element: 'Indigenous status identifier',
  width: 1,
  source: AVETMISS_8,
  notStated: notStatedCode(1),
  codes: [
    { code: '1', label: 'Yes, Aboriginal' },
    { code: '2', label: 'Yes, Torres Strait Islander' },
    { code: '3', label: 'Yes, both Aboriginal and Torres Strait Islander' },
    { code: '4', label: 'No, neither Aboriginal nor Torres Strait Islander' },
    { code: notStatedCode(1), label: NOT_STATED_LABEL },
  ],
};
