import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { SITE_TIME_ZONE } from '../../../contracts/build-time.ts';
import { addDays } from '../../../contracts/intakes/dates.ts';
import type { CalendarEvent } from './event.ts';

/** How often a subscribed calendar asks for the feed again: the site is rebuilt daily. */
export const FEED_REFRESH_SECONDS = 24 * 60 * 60;

interface CalendarFile {
  /** A feed's name and description, which a calendar shows for the subscription; none for a one-event file. */
  name?: string;
  description?: string;
  events: readonly CalendarEvent[];
  /** The build's time: every event's DTSTAMP. */
  now: Date;
  /** A feed to subscribe to (with a refresh interval), or one event to download. */
  feed: boolean;
}

/**
 * An RFC 5545 calendar. Timed events carry TZID=Australia/Brisbane with its VTIMEZONE (Outlook needs the block
 * whenever a TZID is used), so each calendar shows them at the right time in its own zone; intakes are all-day.
 * The zone is set on each event, not the calendar: on the calendar, ical-generator writes times without a TZID.
 */
export function calendarFile({ name, description, events, now, feed }: CalendarFile): string {
  const calendar = ical({
    name: name ?? null,
    description: description ?? null,
    prodId: { company: 'Northwind Training', product: 'Website', language: 'EN' },
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: feed ? FEED_REFRESH_SECONDS : null,
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: now,
      summary: event.summary,
      description: `${event.description}\n\n${event.url}`,
      location: event.location,
      url: event.url,
      ...(event.time
        ? {
            timezone: SITE_TIME_ZONE,
            start: `${event.day}T${event.time.start}:00`,
            end: `${event.day}T${event.time.end}:00`,
          }
        : { allDay: true, start: event.day, end: addDays(event.day, 1) }),
    });
  }
  return calendar.toString();
}
