import { APPLY_FROM_CHECKER_PATH, applyHref, SECTION_STEPS } from '../../../contracts/applications/apply-routes.ts';
import type { CheckerContent } from './checker';

/**
 * Where the checker's form goes when no script answers it (JavaScript off, or the island's script lost). A course
 * open for applications goes to its "Your funding", where the publisher shows each price by the same engine and
 * the learner chooses one; a checker for any course goes through the publisher, which sends it on to the course
 * chosen. A course not open for applications reloads its page with the answers in the address, as before.
 * The answers are eligibility answers only (state, age, school, residency…), never who the learner is, so GET.
 */
export function checkerFormTarget(
  content: CheckerContent,
  pageAction: string,
): { action: string; opensApplication: boolean } {
  const [only, ...others] = content.courses;
  if (others.length > 0 && content.courses.some((course) => course.applicationsOpen))
    return { action: APPLY_FROM_CHECKER_PATH, opensApplication: true };
  if (others.length === 0 && only?.applicationsOpen)
    return { action: applyHref(only.code, SECTION_STEPS.funding), opensApplication: true };
  return { action: pageAction, opensApplication: false };
}
