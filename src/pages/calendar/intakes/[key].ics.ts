import type { APIRoute, GetStaticPaths } from 'astro';
import { getIntakeEvents } from '../../../content/schedules';
import type { CalendarEvent } from '../../../lib/calendar/event';
import { calendarResponse, singleEventFile } from '../../../lib/calendar/response';
import { buildTime } from '../../../lib/site/build-time';

/** One intake's .ics, which "Add to calendar" downloads. */
export const getStaticPaths = (async () =>
  (await getIntakeEvents(import.meta.env.SITE)).map(({ key, event }) => ({
    params: { key },
    props: { event },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  calendarResponse(singleEventFile((props as { event: CalendarEvent }).event, buildTime()));
