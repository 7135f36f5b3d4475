import { deliveryModeTitle, type DeliveryMode } from '../delivery-modes.ts';
import type { CourseIntake, RollingStart } from './model.ts';

const DAY_FORMAT = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

// A build labels the same few days thousands of times (a pattern's dates on every course of a category).
const labels = new Map<string, string>();

/** A calendar day as the site writes it: "Mon 7 December 2026" for 2026-12-07. */
export function dayLabel(day: string): string {
  let label = labels.get(day);
  if (label === undefined) {
    const parts = Object.fromEntries(
      DAY_FORMAT.formatToParts(new Date(`${day}T00:00:00Z`)).map((part) => [part.type, part.value]),
    );
    label = `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
    labels.set(day, label);
  }
  return label;
}

export const START_ANY_TIME = 'Start any time';

/** What a course with neither intakes nor rolling enrolment says, wherever it says when the course starts. */
export const NO_START_DATES = 'No start dates are published for this course yet.';
export const ASK_WHEN_IT_STARTS = 'Ask when it starts';

/** How and where: "Blended · Brisbane, QLD", or just "Online" when the place is the mode. */
export function whereLabel(mode: DeliveryMode, location: string): string {
  const title = deliveryModeTitle(mode);
  return location.trim().toLowerCase() === title.toLowerCase() ? title : `${title} · ${location}`;
}

/** The line a course card and page show: "Next intake: Mon 7 December 2026 · Online", or "Start any time". */
export function nextIntakeLine(next: CourseIntake | null, rolling: readonly RollingStart[]): string | null {
  if (rolling.length > 0) return START_ANY_TIME;
  return next ? `Next intake: ${dayLabel(next.startDate)} · ${deliveryModeTitle(next.mode)}` : null;
}
