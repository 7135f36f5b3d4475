import type { APIRoute } from 'astro';
import { getSiteSettings } from '../../content/site-settings';
import { getIntakeEvents } from '../../lib/intakes/schedules';
import { calendarResponse } from '../../lib/calendar/response';
import { buildTime } from '../../../contracts/build-time';

/** The feed of every upcoming intake, to subscribe to; past intakes leave it at the daily rebuild. */
export const GET: APIRoute = async ({ site }) => {
  const settings = await getSiteSettings();
  return calendarResponse({
    name: `${settings.brandName} course intakes`,
    description: `When each ${settings.brandName} course next starts.`,
    events: await getIntakeEvents(site!),
    now: buildTime(),
    feed: true,
  });
};
