import { AVETMISS_8, type CodeList } from './model.ts';

/** Whether NCVER may survey a learner. The RTO records it: a learner under 15 is M, one who asks not to be surveyed E. */
export const SURVEY_CONTACT_STATUS: CodeList = {
  element: 'Survey contact status',
  width: 1,
  source: AVETMISS_8,
  notStated: null,
  codes: [
    { code: 'A', label: 'Available for survey use' },
    { code: 'C', label: 'Correctional facility (address or enrolment)' },
    { code: 'D', label: 'Deceased' },
    { code: 'E', label: 'Excluded from survey use' },
    { code: 'I', label: 'Invalid address or itinerant' },
    { code: 'M', label: 'Minor, under 15 (not to be surveyed)' },
    { code: 'O', label: 'Overseas (address or enrolment)' },
  ],
};
