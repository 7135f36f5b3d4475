import { CURRENCY } from '../analytics/purchase.ts';
import { priceAmount } from '../../../contracts/rules/price.ts';
import { SITE_TIME_ZONE } from '../../../contracts/build-time.ts';
import type { PdSessionTime, PdSessionTopic } from './pd-events.ts';
import { zonedInstant } from './zone.ts';

/** An instant written with the provider's UTC offset, as schema.org dates are: 2026-12-01T10:00:00+10:00. */
function localIso(day: string, time: string): string {
  const offsetMinutes = (Date.parse(`${day}T${time}:00Z`) - zonedInstant(day, time, SITE_TIME_ZONE).getTime()) / 60_000;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${day}T${time}:00${sign}${hours}:${minutes}`;
}

/** A PD session as a schema.org Event: online, with its AUD offer. */
export function pdSessionJsonLd(
  session: PdSessionTime,
  topic: PdSessionTopic,
  provider: { brandName: string; site: URL | string; price: string },
) {
  const url = new URL(topic.path, provider.site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `PD session: ${topic.title}`,
    startDate: localIso(session.date, session.startTime),
    endDate: localIso(session.date, session.endTime),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Organization', name: provider.brandName, url: new URL('/', provider.site).href },
    offers: {
      '@type': 'Offer',
      price: priceAmount(provider.price),
      priceCurrency: CURRENCY,
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}
