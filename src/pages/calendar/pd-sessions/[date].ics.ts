import type { APIRoute, GetStaticPaths } from 'astro';
import { getPdSessionEvents } from '../../../content/schedules';
import type { CalendarEvent } from '../../../lib/calendar/event';
import { calendarResponse, singleEventFile } from '../../../lib/calendar/response';
import { buildTime } from '../../../lib/site/build-time';

/** One PD session's .ics, which "Add to calendar" downloads. */
export const getStaticPaths = (async () =>
  (await getPdSessionEvents(import.meta.env.SITE)).map(({ date, event }) => ({
    params: { date },
    props: { event },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  calendarResponse(singleEventFile((props as { event: CalendarEvent }).event, buildTime()));
