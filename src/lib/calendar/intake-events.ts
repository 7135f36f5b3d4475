import { dayLabel } from '../../../contracts/intakes/labels.ts';
import { deliveryModeTitle } from '../../../contracts/delivery-modes.ts';
import { intakeStatusTitle, type CourseIntake } from '../../../contracts/intakes/model.ts';
import { eventUid, sequenceOf, type CalendarEvent } from './event.ts';
import type { CourseSchedule } from '../../../contracts/intakes/schedule.ts';
import { CATALOGUE_PATH, coursePath } from '../../../contracts/routes.ts';

/** The course as an intake's event names it, and the page that tells more. */
export interface EventCourse {
  code: string;
  title: string;
  /** The course page, or the catalogue for a course without one. */
  path: string;
}

/** The page an intake's event links to: the course page, or the course's card in the catalogue. */
export const eventCourseOf = (course: {
  code: string;
  title: string;
  slug: string;
  hasDetailPage: boolean;
}): EventCourse => ({
  code: course.code,
  title: course.title,
  path: course.hasDetailPage ? coursePath(course.slug) : `${CATALOGUE_PATH}#course-${course.slug}`,
});

/** An intake's first day as an all-day event. */
export function intakeEvent(intake: CourseIntake, course: EventCourse, site: URL | string): CalendarEvent {
  return {
    uid: eventUid(intake.key, site),
    sequence: sequenceOf(intake.updatedAt),
    summary: `${course.code} ${course.title}: intake starts`,
    description: [
      `${deliveryModeTitle(intake.mode)} intake, ${intake.location}.`,
      `Enrolment closes ${dayLabel(intake.enrolmentCloses)}.`,
      `Status: ${intakeStatusTitle(intake.status)}.`,
    ].join(' '),
    location: intake.location,
    url: new URL(course.path, site).href,
    day: intake.startDate,
  };
}

/** Every upcoming intake of every course as a calendar event: the intakes feed. */
export const intakeEvents = (
  schedules: ReadonlyMap<string, CourseSchedule>,
  courses: readonly (Parameters<typeof eventCourseOf>[0] & { _id: string })[],
  site: URL | string,
) =>
  courses.flatMap((course) =>
    (schedules.get(course._id)?.intakes ?? []).map((intake) => intakeEvent(intake, eventCourseOf(course), site)),
  );
