/** An event the site offers to calendars: a PD session (timed) or an intake's first day (all day). */
export interface CalendarEvent {
  /** Stable across edits and builds: calendars update the event they already have rather than add another. */
  uid: string;
  /** Goes up whenever the event's document changes, so a calendar takes the new date over the old. */
  sequence: number;
  summary: string;
  description: string;
  /** A place, or for an online session the words that say how to join. */
  location: string;
  /** The page about it. */
  url: string;
  /** The calendar day (YYYY-MM-DD) in the provider's zone. */
  day: string;
  /** Local times (HH:MM) in the provider's zone; none for an all-day event. */
  time?: { start: string; end: string };
}

const EPOCH = Date.UTC(2020, 0, 1);

/**
 * SEQUENCE from the time the document was last changed, in minutes since 2020: every change of a date is a
 * later edit, so the number only goes up, with no counter to keep between builds. Never edited: 0.
 */
export function sequenceOf(updatedAt: string | null | undefined): number {
  const time = updatedAt ? Date.parse(updatedAt) : NaN;
  return Number.isNaN(time) ? 0 : Math.max(0, Math.floor((time - EPOCH) / 60_000));
}

/** A UID in the site's domain, so it is unique among every calendar's events. */
export const eventUid = (key: string, site: URL | string) => `${key}@${new URL(site).hostname}`;
