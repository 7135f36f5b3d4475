import { AVETMISS_8, type CodeList } from './model.ts';

/** The kinds of qualification a learner has completed (NAT00100, one record each). "Not stated" is the prior educational achievement flag's, not this list's. */
export const PRIOR_EDUCATIONAL_ACHIEVEMENT: CodeList = {
  element: 'Prior educational achievement identifier',
  width: 3,
  source: AVETMISS_8,
  notStated: null,
  codes: [
    { code: '008', label: 'Bachelor degree or higher degree' },
    { code: '410', label: 'Advanced diploma or associate degree' },
    { code: '420', label: 'Diploma (or associate diploma)' },
    { code: '511', label: 'Certificate IV (or advanced certificate or technician)' },
    { code: '514', label: 'Certificate III (or trade certificate)' },
    { code: '521', label: 'Certificate II' },
    { code: '524', label: 'Certificate I' },
    { code: '990', label: 'Certificates other than the above' },
  ],
};
