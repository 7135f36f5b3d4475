import { courseModeOf } from '../../../contracts/delivery-modes.ts';
import type { CourseIntake } from '../../../contracts/intakes/model.ts';
import type { CourseInstance } from '../courses/jsonld.ts';

/**
 * A course's CourseInstances for its Course's hasCourseInstance: one per upcoming intake, soonest first, with
 * the course's workload and, where not online, its place; then each delivery mode no intake covers (a course
 * that starts any time has only these).
 */
export function courseInstances(
  delivery: readonly CourseInstance[],
  intakes: readonly CourseIntake[],
): CourseInstance[] {
  const workload = delivery.find((instance) => instance.courseWorkload)?.courseWorkload;
  const dated = intakes.map((intake): CourseInstance => ({
    courseMode: courseModeOf(intake.mode),
    ...(workload ? { courseWorkload: workload } : {}),
    ...(intake.mode === 'online' ? {} : { location: intake.location }),
    startDate: intake.startDate,
  }));
  const covered = new Set(dated.map((instance) => instance.courseMode));
  return [...dated, ...delivery.filter((instance) => !covered.has(instance.courseMode))];
}
