import { ContentValidationError } from '../../content/validate.ts';
import { scheduleProblems } from '../../../contracts/intakes/checks.ts';
import { buildSchedules, type ScheduleCourse, type ScheduleDoc } from '../../../contracts/intakes/schedule.ts';
import { deliveryModesOf, type StoredDeliveryMode } from '../../../contracts/delivery-modes.ts';
import type { CourseStatus } from '../../../contracts/courses/status.ts';

/** A course of the catalogue as the schedule needs it. */
export const scheduleCourseOf = (course: {
  _id: string;
  slug: string;
  code: string;
  deliveryModes: readonly StoredDeliveryMode[];
  category: { _id: string };
  status: CourseStatus;
}) => ({
  status: course.status,
  _id: course._id,
  slug: course.slug,
  code: course.code,
  categoryId: course.category._id,
  deliveryModes: deliveryModesOf(course.deliveryModes),
});

/**
 * Every course's schedule on `today`, or a ContentValidationError naming each document and field the Studio
 * would have refused (an intake closing after it starts, two on one day, a pattern without dates, a course not
 * offered in the mode).
 */
export function checkedSchedules(
  docs: readonly ScheduleDoc[],
  courses: readonly (ScheduleCourse & { code: string; status?: CourseStatus | null })[],
  today: string,
) {
  const problems = scheduleProblems(docs, courses, today);
  if (problems.length)
    throw new ContentValidationError(
      `Content for "intakes" breaks a rule:\n  ${problems
        .map(({ id, type, field, message }) => `${type} "${id}", field "${field}": ${message}`)
        .join('\n  ')}`,
    );
  return buildSchedules(docs, courses, today);
}
