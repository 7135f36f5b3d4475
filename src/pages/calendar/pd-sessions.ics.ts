import type { APIRoute } from 'astro';
import { getSiteSettings } from '../../content/site-settings';
import { getPdSessionEvents } from '../../lib/intakes/schedules';
import { calendarResponse } from '../../lib/calendar/response';
import { buildTime } from '../../../contracts/build-time';

/** The feed of every upcoming PD session, to subscribe to; past sessions leave it at the daily rebuild. */
export const GET: APIRoute = async ({ site }) => {
  const settings = await getSiteSettings();
  return calendarResponse({
    name: `${settings.brandName} PD sessions`,
    description: `${settings.brandName}'s monthly online professional development sessions.`,
    events: await getPdSessionEvents(site!),
    now: buildTime(),
    feed: true,
  });
};
