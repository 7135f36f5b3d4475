import { AVETMISS_8, type CodeList, NOT_STATED_LABEL, notStatedCode } from './model.ts';

/** A learner's main reason for undertaking the course. The codes skip 09 and 10, as the standard does. */
export const STUDY_REASON: CodeList = {
  element: 'Study reason identifier',
  width: 2,
  source: AVETMISS_8,
  notStated: notStatedCode(2),
  codes: [
    { code: '01', label: 'To get a job' },
    { code: '02', label: 'To develop my existing business' },
    { code: '03', label: 'To start my own business' },
    { code: '04', label: 'To try for a different career' },
    { code: '05', label: 'To get a better job or promotion' },
    { code: '06', label: 'It was a requirement of my job' },
    { code: '07', label: 'I wanted extra skills for my job' },
    { code: '08', label: 'To get into another course of study' },
    { code: '11', label: 'Other reasons' },
    { code: '12', label: 'For personal interest or self-development' },
    { code: '13', label: 'To get skills for community or voluntary work' },
    { code: notStatedCode(2), label: NOT_STATED_LABEL },
  ],
};
