/**
 * Calendar days as ISO strings (YYYY-MM-DD), computed in UTC so that no zone or daylight saving shifts a day.
 * Imported by the Studio too, so no imports without `.ts`.
 */

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
};

/** The same day `months` later, or the month's last day when it is shorter (31 January + 1 month = 28 February). */
export function addMonths(day: string, months: number): string {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
}

/** The first day of the month after the one `day` is in. */
export const startOfNextMonth = (day: string) => {
  const date = toDate(day);
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
};

/** The `n`th (1-based) or, with n = -1, the last given weekday (0 Sunday … 6 Saturday) of a month. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): string {
  if (n === -1) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
    return toDay(last);
  }
  const first = new Date(Date.UTC(year, month, 1));
  first.setUTCDate(1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  return toDay(first);
}

/** The months (year and 0-based month) from the one `from` is in to the one `until` is in, both included. */
export function monthsBetween(from: string, until: string): Array<{ year: number; month: number }> {
  const start = toDate(from);
  const end = toDate(until);
  const months = [];
  for (
    let cursor = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
    cursor <= end;
    cursor.setUTCMonth(cursor.getUTCMonth() + 1)
  ) {
    months.push({ year: cursor.getUTCFullYear(), month: cursor.getUTCMonth() });
  }
  return months;
}
