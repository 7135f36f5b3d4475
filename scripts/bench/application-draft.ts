// Issue 42: the application's steps are measured as a learner sees them, "Check your answers" included, which the
// publisher shows only to a draft with every section answered. The bench answers them once, as the tests' learner.
import { ANY_TIME } from '../../contracts/applications/answers.ts';
import { APPLY_PATH } from '../../contracts/applications/apply-routes.ts';
import { APPLICATION_STEPS, APPLY_BASE, learner, type Learner } from '../../tests/fixtures/apply-learner.ts';

/** Request headers per route: a complete draft's cookie for every address of the application, none elsewhere. */
export type HeadersFor = (route: string) => Record<string, string> | undefined;

/** Answers every section of the tests' learner's application; throws at the first step refused. */
export async function answerEveryStep(applicant: Learner): Promise<void> {
  for (const [step, fields] of APPLICATION_STEPS) {
    // "Start any time" rather than a dated intake, which the day of the build decides.
    const answer = await applicant.post(
      `${APPLY_BASE}/${step}`,
      step === 'course' ? { ...fields, intake: ANY_TIME } : fields,
    );
    if (answer.status !== 303) throw new Error(`The bench's application: ${step} answered ${answer.status}.`);
  }
}

/** Answers every section of an application on the publisher at `origin`, and gives its cookie to the apply routes. */
export async function completeDraftHeaders(origin: string): Promise<HeadersFor> {
  const applicant = learner(origin);
  await answerEveryStep(applicant);
  const cookie = [...applicant.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return (route) => (route.startsWith(`${APPLY_PATH}/`) ? { cookie } : undefined);
}
