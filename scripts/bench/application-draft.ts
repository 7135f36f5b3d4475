// Issue 42: the application's steps are measured as a learner sees them, "Check your answers" included, which the
// publisher shows only to a draft with every section answered. The bench answers them once, as the tests' learner.
import { ANY_TIME } from '../../contracts/applications/answers.ts';
import { APPLY_PATH } from '../../contracts/applications/apply-routes.ts';
import { answerUpTo, learner } from '../../tests/fixtures/apply-learner.ts';

/** Request headers per route: a complete draft's cookie for every address of the application, none elsewhere. */
export type HeadersFor = (route: string) => Record<string, string> | undefined;

/** The bench's learner starts any time rather than on a dated intake, which the day of the build decides. */
export const ANY_TIME_COURSE = { intake: ANY_TIME };

/** Answers every section of an application on the publisher at `origin`, and gives its cookie to the apply routes. */
export async function completeDraftHeaders(origin: string): Promise<HeadersFor> {
  const applicant = learner(origin);
  await answerUpTo(applicant, null, ANY_TIME_COURSE);
  const cookie = [...applicant.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return (route) => (route.startsWith(`${APPLY_PATH}/`) ? { cookie } : undefined);
}
