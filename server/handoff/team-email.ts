import { ANY_TIME, type UsiAnswers } from '../../contracts/applications/answers.ts';
import type { SubmittedRecord } from '../applications/application-store.ts';

export interface TeamEmail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Whether the team has a USI to report with, or must ask for one or check an exemption: an adapter only passes on a
 * USI it was given, so neither a NAT file's blank nor an aXcelerate contact without one tells later from exempt.
 * Never the USI itself.
 */
const USI_LINE: Record<UsiAnswers['status'] | 'none', string> = {
  have: 'USI: given',
  later: 'USI: not yet; the learner will give it before the course starts',
  exempt: 'USI: the learner says they are exempt',
  none: 'USI: not given',
};

/**
 * The training team's note of one application: course, intake, reference, whether a USI is to come, the review's
 * advice and, from an adapter that enrols, whether it did. It holds no name and no sensitive answer (the support
 * needs the learner wrote stay in the application): an inbox is read by more people than those who arrange support.
 */
export function teamEmail(to: string, { reference, answers, outcome }: SubmittedRecord, enrolment?: string): TeamEmail {
  const course = answers.course;
  const intake = !course ? 'not given' : course.intake === ANY_TIME ? 'start any time' : course.intake;
  const advice = outcome.reviewAdvice;
  return {
    to,
    subject: `New application ${reference}${course ? ` for ${course.courseCode}` : ''}`,
    text: [
      `A new application has been handed off to the student management system.`,
      '',
      `Reference: ${reference}`,
      `Course: ${course?.courseCode ?? 'not given'}`,
      `Intake: ${intake}`,
      `Delivery: ${course?.deliveryMode ?? 'not given'}`,
      `Price applied for: ${answers.funding?.priceName ?? 'not given'}${outcome.funding ? ` (${outcome.funding})` : ''}`,
      USI_LINE[answers.usi?.status ?? 'none'],
      `Pre-training review: ${advice ? advice.heading : 'no advice recorded'}`,
      ...(advice?.supports.length ? [`Support to arrange: ${advice.supports.join('; ')}`] : []),
      ...(enrolment ? [enrolment] : []),
      '',
      'Find the application by its reference in the student management system.',
    ].join('\n'),
  };
}
