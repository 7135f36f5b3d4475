import { describe, expect, it } from 'vitest';
import { calendarFile } from '../../src/lib/calendar/ics.ts';
import { calendarLinks } from '../../src/lib/calendar/links.ts';
import { sequenceOf, type CalendarEvent } from '../../src/lib/calendar/event.ts';
import { parseIcs } from '../fixtures/parse-ics.ts';

const session: CalendarEvent = {
  uid: 'pdSessionDate-2026-12-01@northwind-training.example',
  sequence: 7,
  summary: 'Chain of Responsibility PD session',
  description: 'Live online session.',
  location: 'Online: the video link is e-mailed to registered participants',
  url: 'https://northwind-training.example/pd-registration',
  day: '2026-12-01',
  time: { start: '10:00', end: '12:00' },
};
const intake: CalendarEvent = {
  uid: 'intake-x@northwind-training.example',
  sequence: 0,
  summary: 'TLIA1001 Secure Cargo starts',
  description: 'Blended, Brisbane.',
  location: 'Brisbane QLD',
  url: 'https://northwind-training.example/courses/tlia1001',
  day: '2026-12-07',
};
const now = new Date('2026-11-25T00:00:00Z');

describe('calendar files', () => {
  it('puts a 10:00 Brisbane session at 00:00 UTC, with the Brisbane VTIMEZONE the TZID names', () => {
    const parsed = parseIcs(calendarFile({ name: 'PD', description: 'PD', events: [session], now, feed: false }));
    expect(parsed.zones).toEqual(['Australia/Brisbane']);
    expect(parsed.events).toEqual([
      expect.objectContaining({
        uid: session.uid,
        sequence: 7,
        tzid: 'Australia/Brisbane',
        allDay: false,
        location: session.location,
        start: new Date('2026-12-01T00:00:00Z'),
        end: new Date('2026-12-01T02:00:00Z'),
      }),
    ]);
    expect(parsed.refresh).toBeNull();
  });

  it('gives a feed its name and a daily refresh interval, and intakes as whole days', () => {
    const parsed = parseIcs(calendarFile({ name: 'Intakes', description: 'All', events: [intake], now, feed: true }));
    expect(parsed).toMatchObject({ name: 'Intakes', refresh: 'P1D' });
    expect(parsed.events[0]).toMatchObject({ allDay: true, day: '2026-12-07', summary: intake.summary });
  });

  it('links to Google Calendar and Outlook.com at the same instant as the file', () => {
    const google = new URL(calendarLinks(session, now).google);
    expect(google.searchParams.get('dates')).toBe('20261201T000000Z/20261201T020000Z');
    const outlook = new URL(calendarLinks(session, now).outlook);
    expect(outlook.searchParams.get('startdt')).toBe('2026-12-01T00:00:00.000Z');
    expect(new URL(calendarLinks(intake, now).google).searchParams.get('dates')).toBe('20261207/20261208');
    expect(new URL(calendarLinks(intake, now).outlook).searchParams.get('allday')).toBe('true');
  });

  it('raises SEQUENCE with every later edit', () => {
    expect(sequenceOf(null)).toBe(0);
    expect(sequenceOf('2026-11-25T10:00:00Z')).toBeGreaterThan(sequenceOf('2026-11-20T10:00:00Z'));
  });
});
