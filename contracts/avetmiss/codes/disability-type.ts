import { AVETMISS_8, type CodeList } from './model.ts';

/** The kinds of disability, impairment or long-term condition a learner has (NAT00090, one record each): sensitive information, asked with consent. "Not stated" is the disability flag's, not this list's; 99 is a disability whose kind the learner does not give. */
export const DISABILITY_TYPE: CodeList = {
  element: 'Disability type identifier',
  width: 2,
  source: AVETMISS_8,
  notStated: null,
  codes: [
    { code: '11', label: 'Hearing or deaf' },
    { code: '12', label: 'Physical' },
    { code: '13', label: 'Intellectual' },
    { code: '14', label: 'Learning' },
    { code: '15', label: 'Mental illness' },
    { code: '16', label: 'Acquired brain impairment' },
    { code: '17', label: 'Vision' },
    { code: '18', label: 'Medical condition' },
    { code: '19', label: 'Other' },
    { code: '99', label: 'Not specified' },
  ],
};
