import { dayLabel } from '../../../contracts/intakes/labels.ts';

/**
 * The catalogue's "Upcoming Intakes": at least `minimum` of the soonest intakes, and then every other intake
 * starting on the last of their days, so no course starting that day is left out. Sorted by day, then key.
 */
export function soonestIntakes<I extends { startDate: string; key: string }>(intakes: I[], minimum: number): I[] {
  const sorted = [...intakes].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.key.localeCompare(b.key));
  const lastDay = sorted[Math.min(minimum, sorted.length) - 1]?.startDate;
  return lastDay === undefined ? [] : sorted.filter((intake) => intake.startDate <= lastDay);
}

/** How the list is chosen, under it: "Every intake starting by Mon 7 December 2026, soonest first. …" */
export const soonestIntakesNote = (intakes: { startDate: string }[]) =>
  intakes.length === 0
    ? null
    : `Every intake starting by ${dayLabel(intakes[intakes.length - 1].startDate)}, soonest first. Each course page lists all of its own intakes.`;
