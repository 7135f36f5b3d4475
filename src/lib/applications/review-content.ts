import type { ReviewContent } from '../../../contracts/applications/review.ts';

/**
 * The pre-training review every course asks until coordinators edit it in the Studio (issue 42): its questions,
 * by the area of Standard 2.2 each covers, and the rules that turn the answers into advice. A self-assessment
 * of reading, writing and numbers stands in for the LLND check; a short task per course category comes with the
 * Studio's questions.
 */
export const REVIEW_CONTENT: ReviewContent = {
  questions: [
    {
      key: 'goal',
      area: 'course',
      kind: 'choice',
      text: 'What do you most want from this course?',
      phrase: 'wants',
      choices: [
        { value: 'job', label: 'A new job or career', words: 'a new job' },
        { value: 'skills', label: 'Skills for the job I have', words: 'skills for their job' },
        { value: 'licence', label: 'A licence or ticket', words: 'a licence' },
        { value: 'other', label: 'Something else', words: 'something else' },
      ],
    },
    {
      key: 'device',
      area: 'digital',
      kind: 'yesNo',
      text: 'Do you have a computer or tablet and the internet at home or work?',
      phrase: 'has a device and the internet:',
    },
    {
      key: 'reading',
      area: 'llnd',
      kind: 'choice',
      text: 'How easy is it for you to read work instructions, forms and safety signs in English?',
      phrase: 'finds reading in English',
      choices: [
        { value: 'easy', label: 'Easy', words: 'easy' },
        { value: 'some-help', label: 'I sometimes need help', words: 'sometimes hard' },
        { value: 'hard', label: 'Hard', words: 'hard' },
      ],
    },
    {
      key: 'numbers',
      area: 'llnd',
      kind: 'choice',
      text: 'How easy is it for you to count stock, measure and work out simple totals?',
      phrase: 'finds working with numbers',
      choices: [
        { value: 'easy', label: 'Easy', words: 'easy' },
        { value: 'some-help', label: 'I sometimes need help', words: 'sometimes hard' },
        { value: 'hard', label: 'Hard', words: 'hard' },
      ],
    },
  ],
  outcomeRules: [
    {
      outcome: 'talk-first',
      rule: {
        mode: 'all',
        conditions: [
          { question: 'reading', operator: 'oneOf', values: ['hard'] },
          { question: 'numbers', operator: 'oneOf', values: ['hard'] },
        ],
      },
    },
    {
      outcome: 'suits-with-support',
      rule: { mode: 'any', conditions: [{ question: 'reading', operator: 'oneOf', values: ['some-help', 'hard'] }] },
      support: 'A trainer who reads the learning materials through with you',
    },
    {
      outcome: 'suits-with-support',
      rule: { mode: 'any', conditions: [{ question: 'numbers', operator: 'oneOf', values: ['some-help', 'hard'] }] },
      support: 'Numeracy support sessions with a trainer',
    },
    {
      outcome: 'suits-with-support',
      rule: { mode: 'all', conditions: [{ question: 'device', operator: 'oneOf', values: ['no'] }] },
      support: 'A computer and internet at our training rooms for your online work',
    },
  ],
};

/**
 * The privacy notice a learner reads before sending, in the words of Schedule 1 of the National VET Data Policy,
 * shortened; its version is kept with each application. The Studio versions it with issue 42's last part.
 */
export const PRIVACY_NOTICE = {
  version: '2026-11-28',
  text: [
    'Under the Data Provision Requirements 2012, Northwind Training is required to collect personal information about you and to disclose that personal information to the National Centre for Vocational Education Research Ltd (NCVER).',
    'Your personal information (including the personal information contained on this application and your training activity data) may be used or disclosed by Northwind Training for statistical, regulatory and research purposes. NCVER will collect, hold, use and disclose your personal information in accordance with the law, including the Privacy Act 1988 and the National Vocational Education and Training Regulator Act 2011.',
    'For more information about how NCVER handles your personal information, please refer to the NCVER Privacy Policy at www.ncver.edu.au/privacy. You may receive a student survey run by a government department or an NCVER employee, agent, third-party contractor or another authorised agency; you may opt out of the survey at the time of being contacted.',
  ],
};
