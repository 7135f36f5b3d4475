import { dayLabel } from '../intakes/labels.ts';

/**
 * A PD session's local times (HH:MM, 24-hour, in the provider's zone), written once for the Studio and the build.
 * Imported by the Studio too, so no imports without `.ts`.
 */
export const SESSION_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const SESSION_TIME_MESSAGE = 'Write the time as hours and minutes on the 24-hour clock, e.g. 10:00 or 14:30';

export function sessionTimesProblem(start: string | undefined, end: string | undefined): string | null {
  if (!start || !end || !SESSION_TIME_PATTERN.test(start) || !SESSION_TIME_PATTERN.test(end)) return null;
  return end > start ? null : 'The session must end after it starts';
}

/** "10:00 am" for 10:00, as visitors read a time. */
export function timeLabel(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** When a session runs, as visitors read it: "Tue 1 December 2026, 10:00 am – 12:00 pm Brisbane time". */
export const sessionWhen = (session: { date: string; startTime: string; endTime: string }) =>
  `${dayLabel(session.date)}, ${timeLabel(session.startTime)} – ${timeLabel(session.endTime)} Brisbane time`;
