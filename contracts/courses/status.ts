/**
 * A course that is no longer current (Compliance Requirements 2025, s7(2)(c); ASQA's transition guidance): it may be
 * advertised only while new learners may still enrol, which ends at the latest one year after its replacement is on
 * the National Register. Through its last day the course page says so and links to the replacement; from the next
 * day the course is not published and its address sends visitors on. The Studio, the build and the Compliance view
 * all use these rules and words. Imported by the Studio: `.ts` imports only.
 */

export const COURSE_STATUSES = [
  { value: 'current', title: 'Current' },
  { value: 'superseded', title: 'Superseded by another course' },
  { value: 'withdrawn', title: 'Withdrawn (no replacement)' },
] as const;
export type CourseStatusKind = (typeof COURSE_STATUSES)[number]['value'];

export interface CourseStatus {
  kind: CourseStatusKind;
  /** The last day new learners may enrol (YYYY-MM-DD); superseded and withdrawn courses only. */
  lastDay?: string | null;
}

/** Days before the last day from which the Compliance view warns. */
export const WARNING_DAYS = 60;

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** True when the course is superseded or withdrawn and its last day is before `today`: it is no longer published. */
export const isRetired = (status: CourseStatus | null | undefined, today: string) =>
  Boolean(status && status.kind !== 'current' && status.lastDay && status.lastDay < today);

/** The latest last day the guidance allows: one year after the replacement's release on the National Register. */
export function latestLastDay(replacementReleased: string): string {
  const [year, month, day] = replacementReleased.split('-').map(Number);
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  // 29 February has no day a year on: the year ends on 28 February.
  if (next.getUTCDate() !== day) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

const DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "30 June 2027", as the site writes a day. */
export const lastDayLabel = (day: string) => DAY.format(new Date(utc(day)));

/** Days from `today` to the last day, 0 on the day itself. */
export const daysLeft = (lastDay: string, today: string) => Math.round((utc(lastDay) - utc(today)) / DAY_MS);

/** Why the last day cannot stand, or null: it is missing, or later than the guidance allows. */
export function lastDayProblem(
  status: CourseStatus,
  replacement: { code: string; releasedOn?: string | null } | null,
): string | null {
  if (status.kind === 'current') return null;
  const latest = replacement?.releasedOn ? latestLastDay(replacement.releasedOn) : null;
  const suggestion = latest
    ? ` Suggested: ${lastDayLabel(latest)}, one year after ${replacement!.code} was released.`
    : replacement
      ? ` Give ${replacement.code}'s release date on the National Register (its "Released" field) to get a suggestion.`
      : '';
  if (!status.lastDay) return `Give the last day new learners may enrol.${suggestion}`;
  if (latest && status.lastDay > latest)
    return `New learners may not enrol later than one year after ${replacement!.code} was released (${lastDayLabel(latest)}).`;
  return null;
}

/** An intake that starts after the course's last day, as a message; null when it may run. */
export function intakeAfterLastDayProblem(
  startDate: string | undefined,
  course: { code: string; status?: CourseStatus | null } | null | undefined,
): string | null {
  const lastDay = course?.status?.kind !== 'current' ? course?.status?.lastDay : null;
  if (!startDate || !lastDay || startDate <= lastDay) return null;
  return `${course!.code} takes no new learners after ${lastDayLabel(lastDay)}: an intake cannot start after that day`;
}

/** What the course page says, plainly, until the last day. */
export function statusNotice(course: { code: string; status?: CourseStatus | null }, replacementCode?: string) {
  const lastDay = course.status?.lastDay;
  if (!course.status || course.status.kind === 'current' || !lastDay) return null;
  const until = `you can enrol in ${course.code} until ${lastDayLabel(lastDay)}`;
  return course.status.kind === 'superseded' && replacementCode
    ? `${course.code} has been superseded by ${replacementCode}; ${until}`
    : `${course.code} has been withdrawn; ${until}`;
}

/** The Compliance view's line about a course that is not current: the days left, a warning within 60 days. */
export function statusLine(
  course: { code: string; status?: CourseStatus | null },
  today: string,
): { line: string; warn: boolean } | null {
  const lastDay = course.status?.lastDay;
  if (!course.status || course.status.kind === 'current' || !lastDay) return null;
  const left = daysLeft(lastDay, today);
  const kind = course.status.kind === 'superseded' ? 'Superseded' : 'Withdrawn';
  if (left < 0) return { line: `${kind}: no longer published since ${lastDayLabel(lastDay)}`, warn: false };
  const days = left === 1 ? '1 day' : `${left} days`;
  return {
    line: `${kind}: ${days} left to enrol (last day ${lastDayLabel(lastDay)})`,
    warn: left <= WARNING_DAYS,
  };
}
