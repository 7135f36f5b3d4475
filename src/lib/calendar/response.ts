import { calendarFile } from './ics.ts';

/** A calendar feed as a static endpoint answers it. */
export const calendarResponse = (file: Parameters<typeof calendarFile>[0]) =>
  new Response(calendarFile(file), { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
