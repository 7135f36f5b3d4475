import type { ApplicationAnswers } from '../../contracts/applications/answers.ts';
import type { ApplyCourse, ApplyData } from '../../contracts/applications/apply-routes.ts';
import { siteDate } from '../../contracts/build-time.ts';
import { agreedContent } from './agreed-content.ts';
import type { StepContext } from './steps/step.ts';

/** What every step of an application for `course` is shown with, at `now`, given the answers saved so far. */
export const stepContext = (
  course: ApplyCourse,
  data: ApplyData,
  answers: ApplicationAnswers,
  now: Date,
): StepContext => ({
  course,
  data,
  answers,
  agreed: agreedContent(answers, course, data),
  today: siteDate(now),
  now: now.toISOString(),
});
