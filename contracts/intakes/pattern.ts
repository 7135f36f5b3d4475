import { addMonths, monthsBetween, nthWeekdayOfMonth } from './dates.ts';

/** "First Monday of each month, for the next 6 months" (from a given day, or from the day of the build). */
export interface IntakePatternRule {
  /** 1 to 4, or -1 for the last. */
  ordinal: number;
  /** 1 Monday to 5 Friday. */
  weekday: number;
  months: number;
  /** The first day a date may fall on; none: the day of the build, so the dates roll forward. */
  from?: string | null;
}

/**
 * The dates a pattern gives: the chosen weekday of each month, from `from` (or `today`) and for `months`
 * months after it, in order. Empty when no such day falls in that time, e.g. the first Monday of one
 * month starting on the 20th.
 */
export function patternDates(rule: IntakePatternRule, today: string): string[] {
  const from = rule.from ?? today;
  const until = addMonths(from, rule.months);
  return monthsBetween(from, until)
    .map(({ year, month }) => nthWeekdayOfMonth(year, month, rule.weekday, rule.ordinal))
    .filter((day) => day >= from && day < until);
}
