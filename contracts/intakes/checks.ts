import { dayLabel } from './labels.ts';
import { deliveryModesText, deliveryModeTitle, type CourseDelivery, type DeliveryMode } from '../delivery-modes.ts';
import { PATTERN_ORDINALS, PATTERN_WEEKDAYS } from './model.ts';
import { patternDates, type IntakePatternRule } from './pattern.ts';
import { coursesFor, type ScheduleCourse, type ScheduleDoc } from './schedule.ts';
import { intakeAfterLastDayProblem, type CourseStatus } from '../courses/status.ts';

/**
 * The mistakes in intakes that the Studio refuses and the build names, each message written once for both.
 * Imported by the Studio too, so no imports without `.ts`.
 */

export function closingProblem(startDate: string | undefined, closes: string | undefined): string | null {
  if (!startDate || !closes || closes <= startDate) return null;
  return `Enrolment must close on or before the start date (${dayLabel(startDate)})`;
}

export const patternText = (rule: Pick<IntakePatternRule, 'ordinal' | 'weekday'>) =>
  `the ${PATTERN_ORDINALS.find((entry) => entry.value === rule.ordinal)?.title.toLowerCase()} ${
    PATTERN_WEEKDAYS.find((entry) => entry.value === rule.weekday)?.title
  } of each month`;

export function patternProblem(rule: IntakePatternRule, today: string): string | null {
  if (patternDates(rule, today).length > 0) return null;
  const from = rule.from ? `from ${dayLabel(rule.from)}` : 'from today';
  return `This pattern gives no date: ${patternText(rule)} does not fall in the ${rule.months} month(s) ${from}. Add months or start earlier.`;
}

export function targetProblem(doc: { courseId?: string | null; categoryId?: string | null }): string | null {
  if (doc.courseId && doc.categoryId) return 'Choose a course or a category, not both';
  return doc.courseId || doc.categoryId ? null : 'Choose the course, or a category for all its courses';
}

/** The course (or no course of the category) is not delivered in this mode, so the intake cannot be offered. */
export function offeredProblem(
  target: { course?: { code: string; deliveryModes: readonly CourseDelivery[] } | null; categoryName?: string | null },
  mode: DeliveryMode,
  offered: boolean,
): string | null {
  if (offered) return null;
  const title = deliveryModeTitle(mode);
  return target.course
    ? `${target.course.code} is not offered ${title}: it is offered ${deliveryModesText(target.course.deliveryModes) || 'in no mode yet'}. Choose one of its modes.`
    : `No course in ${target.categoryName ?? 'this category'} is offered ${title}. Choose another mode.`;
}

export const NOT_PUBLISHED_MESSAGE = 'This course is not in the published catalogue: publish it first';

export const DUPLICATE_MESSAGE = 'This course or category already has an intake on this date in this mode';

export interface ScheduleProblem {
  id: string;
  type: string;
  field: string;
  message: string;
}

/** Every mistake in the intakes, patterns and rolling enrolments, naming document and field. */
export function scheduleProblems(
  docs: readonly ScheduleDoc[],
  courses: readonly (ScheduleCourse & { code: string; status?: CourseStatus | null })[],
  today: string,
): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const add = (doc: ScheduleDoc, field: string, message: string | null) => {
    if (message) problems.push({ id: doc._id, type: doc._type, field, message });
  };
  const seen = new Map<string, string>();
  for (const doc of docs) {
    const target = targetProblem(doc);
    add(doc, 'course', target);
    if (target) continue;
    const course = courses.find((entry) => entry._id === doc.courseId);
    if (doc.courseId && !course) {
      add(doc, 'course', NOT_PUBLISHED_MESSAGE);
      continue;
    }
    add(doc, 'mode', offeredProblem({ course }, doc.mode, coursesFor(doc, courses).length > 0));
    if (doc._type === 'intake') {
      add(doc, 'enrolmentCloses', closingProblem(doc.startDate, doc.enrolmentCloses));
      add(doc, 'startDate', intakeAfterLastDayProblem(doc.startDate, course));
      const key = `${doc.courseId ?? doc.categoryId} ${doc.startDate} ${doc.mode}`;
      const first = seen.get(key);
      add(doc, 'startDate', first ? `${DUPLICATE_MESSAGE} (${first})` : null);
      if (!first) seen.set(key, doc._id);
    }
    if (doc._type === 'intakePattern') add(doc, doc.from ? 'from' : 'months', patternProblem(doc, today));
  }
  return problems;
}
