import { APPLY_PATH, applyHref, SECTION_STEPS, type ApplyData } from '../../contracts/applications/apply-routes.ts';
import { COURSE_PARAM } from '../../contracts/funding/answers.ts';
import { FEES_AND_FUNDING_PATH } from '../../contracts/routes.ts';
import { prefillFrom } from './prefill.ts';
import { stepContext } from './step-context.ts';

/**
 * Where a fee checker for any course sends a learner without JavaScript (APPLY_FROM_CHECKER_PATH): the chosen
 * course's "Your funding" with the answers it takes, which shows each price by the same engine; for a course not
 * open for applications, APPLY_PATH, which lists the courses that are and says how to apply for any other; with no
 * course chosen, the checker.
 */
export function fromCheckerLocation(search: string, data: ApplyData, now: Date): string {
  const code = new URLSearchParams(search).get(COURSE_PARAM);
  if (!code) return FEES_AND_FUNDING_PATH;
  const course = data.courses.find((candidate) => candidate.code === code);
  if (!course) return APPLY_PATH;
  const { query } = prefillFrom(search, stepContext(course, data, {}, now));
  return `${applyHref(course.code, SECTION_STEPS.funding)}${query}`;
}
