import { dayLabel, whereLabel } from '../../../contracts/intakes/labels.ts';
import { intakeStatusTitle, type CourseIntake } from '../../../contracts/intakes/model.ts';
import { isEnrolling } from '../../../contracts/intakes/schedule.ts';

/** How many start dates a printed course page lists: a page of "Before you enrol" has room for a few. */
export const PRINTED_DATES = 3;

/**
 * The next start dates that take enrolments, as a printed course page gives them in place of its Intakes
 * section: "Mon 7 July 2025 (Online, Open, enrol by Fri 4 July 2025)".
 */
export const nextDates = (intakes: readonly CourseIntake[], today: string, limit = PRINTED_DATES): string[] =>
  intakes
    .filter((intake) => isEnrolling(intake, today))
    .slice(0, limit)
    .map(
      (intake) =>
        `${dayLabel(intake.startDate)} (${whereLabel(intake.mode, intake.location)}, ${intakeStatusTitle(intake.status)}, enrol by ${dayLabel(intake.enrolmentCloses)})`,
    );
