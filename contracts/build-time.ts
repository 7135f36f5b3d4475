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

// en-CA writes dates as YYYY-MM-DD. Made once: making a formatter costs far more than formatting with it, and the
// publisher works out the day for every step of every application.
const SITE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, dateStyle: 'short' });

/** The calendar day (YYYY-MM-DD) of an instant in the site's time zone. */
export const siteDate = (now: Date): string => SITE_DAY.format(now);

export const siteYear = (now: Date) => Number(siteDate(now).slice(0, 4));
