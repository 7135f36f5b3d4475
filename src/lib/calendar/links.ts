import { SITE_TIME_ZONE } from '../../../contracts/build-time.ts';
import { addDays } from '../../../contracts/intakes/dates.ts';
import type { CalendarEvent } from './event.ts';
import { calendarFile } from './ics.ts';
import { zonedInstant } from './zone.ts';

/**
 * The ways "Add to calendar" offers: the event's own .ics file (written into the page as a data: address, so a
 * thousand intakes add no file and no route to the build), and the addresses that add it in Google Calendar or
 * Outlook.com, each the visitor's own calendar.
 */
export interface CalendarLinks {
  ics: string;
  google: string;
  outlook: string;
}

const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const utc = (event: CalendarEvent, time: string) => zonedInstant(event.day, time, SITE_TIME_ZONE).toISOString();

/** `now` is the build's time, the file's DTSTAMP. */
export function calendarLinks(event: CalendarEvent, now: Date): CalendarLinks {
  const ics = calendarFile({ events: [event], now, feed: false });
  const details = `${event.description}\n\n${event.url}`;
  const nextDay = addDays(event.day, 1);
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: event.time
      ? `${compact(utc(event, event.time.start))}/${compact(utc(event, event.time.end))}`
      : `${compact(event.day)}/${compact(nextDay)}`,
    details,
    location: event.location,
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.summary,
    startdt: event.time ? utc(event, event.time.start) : event.day,
    enddt: event.time ? utc(event, event.time.end) : nextDay,
    allday: String(!event.time),
    body: details,
    location: event.location,
  });
  return {
    // Base64 is a third longer than the file, where percent-encoding doubles it; every intake of a page has one.
    ics: `data:text/calendar;base64,${Buffer.from(ics).toString('base64')}`,
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/action/compose?${outlook}`,
  };
}
