import { dayLabel } from '../intakes/labels.ts';
import { deliveryModeTitle, intakeStatusTitle, type CourseIntake } from '../intakes/model.ts';
import { eventUid, sequenceOf, type CalendarEvent } from './event.ts';

/** The course as an intake's event names it, and the page that tells more. */
export interface EventCourse {
  code: string;
  title: string;
  /** The course page, or the catalogue for a course without one. */
  path: string;
}

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
