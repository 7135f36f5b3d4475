import { calendarFile } from './ics.ts';
import type { CalendarEvent } from './event.ts';

/** A calendar file as a static endpoint answers it. */
export const calendarResponse = (file: Parameters<typeof calendarFile>[0]) =>
  new Response(calendarFile(file), { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });

/** The name of a one-event file: what the event is. */
export const singleEventFile = (event: CalendarEvent, now: Date) => ({
  name: event.summary,
  description: event.description,
  events: [event],
  now,
  feed: false,
});
