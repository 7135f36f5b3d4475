import { ANY_TIME, type ApplicationAnswers } from '../../contracts/applications/answers.ts';
import type { ApplyData } from '../../contracts/applications/apply-routes.ts';
import type { AxcelerateInstance } from './adapters/axcelerate.ts';

/**
 * The aXcelerate instance of an application's intake, as a coordinator set it in the Studio and the build wrote it
 * in the course data: none for an intake without one, or for starting any time. Every course that takes online
 * applications is accredited training, which aXcelerate calls type `p`.
 */
export function instanceOfIntake(data: ApplyData, answers: ApplicationAnswers): AxcelerateInstance | undefined {
  const chosen = answers.course;
  if (!chosen || chosen.intake === ANY_TIME) return undefined;
  const instanceID = data.courses
    .find((course) => course.code === chosen.courseCode)
    ?.intakes.find((intake) => intake.key === chosen.intake)?.axcelerateInstanceId;
  return instanceID ? { instanceID, type: 'p' } : undefined;
}

/**
 * Looks the instance up in the live release's course data at each hand-off, so an ID a coordinator sets reaches the
 * next application once it is published. Without that data (no release served yet) it throws, and the hand-off
 * retries rather than handing the application off without its enrolment.
 */
export const liveInstanceOf =
  (liveData: () => Promise<ApplyData | null>) =>
  async ({ answers }: { answers: ApplicationAnswers }): Promise<AxcelerateInstance | undefined> => {
    const data = await liveData();
    if (!data) throw new Error('No live release with course data to find the intake’s aXcelerate instance in');
    return instanceOfIntake(data, answers);
  };
