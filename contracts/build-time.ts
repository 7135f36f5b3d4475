/**
 * "Now" for a build, read in one place. The publisher passes BUILD_TIME (its own clock, which tests
 * fix) to every build, so a scheduled rebuild drops what has passed; otherwise it is the real time.
 */

/** Where the provider is: the calendar day and year on the site are this zone's. */
export const SITE_TIME_ZONE = 'Australia/Brisbane';

export function buildTime(env: Record<string, string | undefined> = process.env): Date {
  const fixed = env.BUILD_TIME ? new Date(env.BUILD_TIME) : null;
  return fixed && !Number.isNaN(fixed.getTime()) ? fixed : new Date();
}

/** The calendar day (YYYY-MM-DD) of an instant in the site's time zone. */
export function siteDate(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, dateStyle: 'short' }).format(now);
}

export const siteYear = (now: Date) => Number(siteDate(now).slice(0, 4));
