import { addDays } from './dates.ts';
import { offersMode, type CourseDelivery, type DeliveryMode } from '../delivery-modes.ts';
import type { CourseIntake, IntakeStatus, IntakeTarget, RollingStart } from './model.ts';
import { takesWaitlist } from './model.ts';
import { patternDates, type IntakePatternRule } from './pattern.ts';

/** A course as the schedule needs it. */
export interface ScheduleCourse {
  _id: string;
  slug: string;
  categoryId: string;
  deliveryModes: readonly CourseDelivery[];
}

interface Where extends IntakeTarget {
  _id: string;
  mode: DeliveryMode;
  location: string;
  _updatedAt?: string | null;
}

export interface DatedIntakeDoc extends Where {
  _type: 'intake';
  startDate: string;
  enrolmentCloses: string;
  status: IntakeStatus;
}

export interface IntakePatternDoc extends Where, IntakePatternRule {
  _type: 'intakePattern';
  closesDaysBefore: number;
  status: IntakeStatus;
}

export interface RollingEnrolmentDoc extends Where {
  _type: 'rollingEnrolment';
}

export type ScheduleDoc = DatedIntakeDoc | IntakePatternDoc | RollingEnrolmentDoc;

/** What one course offers: its upcoming intakes, soonest first, and the modes it can start any time in. */
export interface CourseSchedule {
  intakes: CourseIntake[];
  rolling: RollingStart[];
}

/** The courses a document is for that offer its mode: its course, or the courses of its category. */
export const coursesFor = (doc: Where, courses: readonly ScheduleCourse[]) =>
  courses.filter(
    (course) =>
      (doc.courseId ? course._id === doc.courseId : course.categoryId === doc.categoryId) &&
      offersMode(course.deliveryModes, doc.mode),
  );

const intakeOf = (
  doc: DatedIntakeDoc | IntakePatternDoc,
  course: ScheduleCourse,
  startDate: string,
  enrolmentCloses: string,
): CourseIntake => ({
  // A pattern's intake is named by its month, so moving the pattern to another weekday keeps the same event; a
  // category's by its course too.
  key: [doc._id, doc._type === 'intakePattern' ? startDate.slice(0, 7) : null, doc.courseId ? null : course.slug]
    .filter(Boolean)
    .join('-'),
  sourceId: doc._id,
  courseId: course._id,
  startDate,
  enrolmentCloses,
  mode: doc.mode,
  location: doc.location,
  status: doc.status,
  updatedAt: doc._updatedAt ?? null,
});

function intakesOf(doc: DatedIntakeDoc | IntakePatternDoc, courses: readonly ScheduleCourse[], today: string) {
  const dates =
    doc._type === 'intake'
      ? [{ start: doc.startDate, closes: doc.enrolmentCloses }]
      : patternDates(doc, today).map((start) => ({ start, closes: addDays(start, -doc.closesDaysBefore) }));
  return coursesFor(doc, courses).flatMap((course) =>
    dates.map(({ start, closes }) => intakeOf(doc, course, start, closes)),
  );
}

const slot = (intake: CourseIntake) => `${intake.courseId} ${intake.startDate} ${intake.mode}`;

/**
 * Every course's schedule on `today` (the site's calendar day of the build). Intakes whose start has passed
 * drop out. A dated intake replaces a pattern's intake of the same course, day and mode, so a coordinator
 * can mark one generated date full; a course's own intake comes before its category's. Rolling enrolment in a
 * mode stands for every date in it.
 */
export function buildSchedules(
  docs: readonly ScheduleDoc[],
  courses: readonly ScheduleCourse[],
  today: string,
): Map<string, CourseSchedule> {
  const rank = (doc: ScheduleDoc) => (doc._type === 'intake' ? 0 : 2) + (doc.courseId ? 0 : 1);
  const dated = docs
    .filter((doc): doc is DatedIntakeDoc | IntakePatternDoc => doc._type !== 'rollingEnrolment')
    .sort((a, b) => rank(a) - rank(b));
  const bySlot = new Map<string, CourseIntake>();
  for (const intake of dated.flatMap((doc) => intakesOf(doc, courses, today))) {
    if (intake.startDate >= today && !bySlot.has(slot(intake))) bySlot.set(slot(intake), intake);
  }
  const schedules = new Map<string, CourseSchedule>(
    courses.map((course) => [course._id, { intakes: [], rolling: [] }]),
  );
  const ordered = [...bySlot.values()].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.mode.localeCompare(b.mode),
  );
  for (const intake of ordered) schedules.get(intake.courseId)?.intakes.push(intake);
  for (const doc of docs) {
    if (doc._type !== 'rollingEnrolment') continue;
    for (const course of coursesFor(doc, courses)) {
      const rolling = schedules.get(course._id)!.rolling;
      if (!rolling.some((start) => start.mode === doc.mode))
        rolling.push({ courseId: course._id, mode: doc.mode, location: doc.location });
    }
  }
  return schedules;
}

/** An intake a learner can still enrol in: its enrolment has not closed. */
export const isEnrolling = (intake: CourseIntake, today: string) => intake.enrolmentCloses >= today;

/**
 * The intake "Next intake" names: the first that still takes enrolments and has places, else the first that
 * still takes enrolments (a waitlist), or none.
 */
export function nextIntake(schedule: CourseSchedule, today: string): CourseIntake | null {
  const enrolling = schedule.intakes.filter((intake) => isEnrolling(intake, today));
  return enrolling.find((intake) => !takesWaitlist(intake.status)) ?? enrolling[0] ?? null;
}
