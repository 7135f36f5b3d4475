// Coordinators read build times as Australians write them, whatever language their browser is set to: "26 Nov 2026,
// 3:07 pm AEST", in their own time zone and naming it, since the site's dates are Brisbane's.
const PUBLISH_TIME = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const;

/** A time from the publisher's status, for the Publishing tool; the time zone is the browser's unless given. */
export function publishTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return 'unknown';
  return new Intl.DateTimeFormat('en-AU', { ...PUBLISH_TIME, timeZone }).format(new Date(iso));
}
