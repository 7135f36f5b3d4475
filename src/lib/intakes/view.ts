import type { CalendarEvent } from '../calendar/event.ts';
import { intakeEvent, type EventCourse } from '../calendar/intake-events.ts';
import { dayLabel, whereLabel } from '../../../contracts/intakes/labels.ts';
import {
  intakeStatusTitle,
  takesWaitlist,
  type CourseIntake,
  type IntakeStatus,
} from '../../../contracts/intakes/model.ts';
import { isEnrolling } from '../../../contracts/intakes/schedule.ts';
import { waitlistHref } from './waitlist.ts';

/** One intake as a list shows it, with its calendar event and its action. */
export interface IntakeView {
  key: string;
  startDate: string;
  day: string;
  /** "Blended · Brisbane, QLD", or "Online". */
  where: string;
  /** Open, Filling fast, Full, Waitlist, or "Enrolment closed" once its close date has passed. */
  status: string;
  tone: IntakeStatus | 'closed';
  closes: string;
  /** A full intake's waitlist enquiry; null while it takes enrolments. */
  waitlistHref: string | null;
  event: CalendarEvent;
  /** The name of its .ics download. */
  fileName: string;
}

export function intakeView(intake: CourseIntake, course: EventCourse, today: string, site: URL | string): IntakeView {
  const enrolling = isEnrolling(intake, today);
  return {
    key: intake.key,
    startDate: intake.startDate,
    day: dayLabel(intake.startDate),
    where: whereLabel(intake.mode, intake.location),
    status: enrolling ? intakeStatusTitle(intake.status) : 'Enrolment closed',
    tone: enrolling ? intake.status : 'closed',
    closes: dayLabel(intake.enrolmentCloses),
    waitlistHref: enrolling && takesWaitlist(intake.status) ? waitlistHref(course, intake) : null,
    event: intakeEvent(intake, course, site),
    fileName: `${course.code.toLowerCase()}-intake-${intake.startDate}.ics`,
  };
}
