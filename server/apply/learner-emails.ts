import type { ApplyCourse, ApplyData } from '../../contracts/applications/apply-routes.ts';
import type { AboutYouAnswers } from '../../contracts/applications/answers.ts';
import type { SubmittedRecord } from '../applications/application-store.ts';
import type { TeamEmail } from '../handoff/team-email.ts';
import { NEXT_STEPS, reachUs } from './apply-pages.ts';

/** An e-mail to the learner: the same shape the accounts' SMTP transport sends for the training team. */
export type LearnerEmail = TeamEmail;

const courseName = (course: Pick<ApplyCourse, 'code' | 'title'>) => `${course.code} ${course.title}`.trim();

/**
 * "Save and come back later": the single-use link, and nothing else of the application. Sent straight to the mail
 * server and never queued on disk, so the token is nowhere but in the learner's mailbox and, hashed, the database.
 */
export function resumeLinkEmail(to: string, link: string, course: ApplyCourse, contact: ApplyData['contact']) {
  return {
    to,
    subject: `Continue your application for ${course.code}`,
    text: [
      `You saved your application for ${courseName(course)} to come back to later.`,
      '',
      'To continue it, open this link within 7 days. It works once:',
      link,
      '',
      'Your answers are kept for 30 days after you last changed them, then deleted.',
      'If you did not ask for this link, ignore this e-mail.',
      '',
      reachUs(contact),
    ].join('\n'),
  } satisfies LearnerEmail;
}

/**
 * The learner's note that the application was sent: the reference and what happens next. It holds the learner's
 * name, the course and the reference and nothing else the application says (no date of birth, USI, address, review
 * answers or price): a mailbox is not kept the way the application is.
 */
export function confirmationEmail(
  aboutYou: Pick<AboutYouAnswers, 'email' | 'givenNames' | 'familyName'>,
  reference: string,
  course: Pick<ApplyCourse, 'code' | 'title'>,
  contact: ApplyData['contact'],
) {
  const name = aboutYou.givenNames.trim() || aboutYou.familyName.trim();
  return {
    to: aboutYou.email.trim(),
    subject: `Application ${reference} received: ${course.code}`,
    text: [
      `Dear ${name},`,
      '',
      `Thank you for applying for ${courseName(course)}.`,
      '',
      `Your reference is ${reference}.`,
      '',
      'What happens next',
      NEXT_STEPS,
      '',
      reachUs(contact),
    ].join('\n'),
  } satisfies LearnerEmail;
}

/**
 * The confirmation of a submitted application as the hand-off's outbox sends it, with the course's title and the
 * team's contact from the live release (a course since taken off the site is named by its code). No live release
 * yet, it throws, and the outbox tries again after its backoff.
 */
export const liveConfirmationOf =
  (liveData: () => Promise<ApplyData | null>) =>
  async ({ reference, answers }: Pick<SubmittedRecord, 'reference' | 'answers'>): Promise<LearnerEmail> => {
    const data = await liveData();
    if (!data) throw new Error('No live release to name the course and the team’s contact from');
    if (!answers.aboutYou) throw new Error('The application has no e-mail address to confirm it to');
    const code = answers.course?.courseCode ?? '';
    const course = data.courses.find((candidate) => candidate.code === code) ?? { code, title: '' };
    return confirmationEmail(answers.aboutYou, reference, course, data.contact);
  };
