import { CalendarIcon } from '@sanity/icons/Calendar';
import { defineField, defineType } from 'sanity';
import { sessionDateLabel } from '../../../contracts/pd-registration/session-date-label.ts';
import {
  SESSION_TIME_MESSAGE,
  SESSION_TIME_PATTERN,
  sessionTimesProblem,
} from '../../../contracts/pd-registration/session-time.ts';
import { siteDate } from '../../../contracts/build-time.ts';
import { uniqueDateField } from '../fields.ts';
import { isUniqueValue } from '../rules.ts';

/** A local time of the session, as HH:MM. */
const timeField = (
  name: string,
  title: string,
  initialValue: string,
  extra?: (value: string | undefined, document: unknown) => string | null,
) =>
  defineField({
    name,
    title,
    type: 'string',
    description: 'Brisbane time, 24-hour clock, e.g. 10:00.',
    initialValue,
    validation: (rule) => [
      rule.required().error(`Give the ${title.toLowerCase()}`),
      rule.regex(SESSION_TIME_PATTERN, { name: 'time' }).error(SESSION_TIME_MESSAGE),
      ...(extra ? [rule.custom((value: string | undefined, context) => extra(value, context.document) ?? true)] : []),
    ],
  });
type SessionTimes = { startTime?: string; endTime?: string };

/**
 * A session date offered on the PD group registration form. Visitors read it as "July 2, 2025",
 * worked out from the date. Dates in the past are hidden from visitors automatically, so old dates
 * can stay here (the Studio lists them under "Past"). Times are Brisbane time; calendars in other zones
 * show them in their own.
 */
export const pdSessionDate = defineType({
  name: 'pdSessionDate',
  title: 'PD session date',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    uniqueDateField('date', 'Date', {
      description: 'The day of the session.',
      missing: 'Pick the date',
      clash: async (date, context) =>
        (await isUniqueValue('date', date, context)) ? null : 'This date is already listed',
    }),
    timeField('startTime', 'Start time', '10:00'),
    timeField('endTime', 'End time', '12:00', (end, document) =>
      sessionTimesProblem((document as SessionTimes | undefined)?.startTime, end),
    ),
    defineField({
      name: 'location',
      title: 'Where',
      type: 'string',
      initialValue: 'Online: the video link is e-mailed to registered participants',
      description: 'What calendars show as the place: for an online session, how participants join.',
      validation: (rule) => rule.required().error('Say where the session is, or how to join it online'),
    }),
  ],
  orderings: [{ title: 'Date', name: 'date', by: [{ field: 'date', direction: 'asc' }] }],
  preview: {
    select: { date: 'date', startTime: 'startTime', endTime: 'endTime' },
    prepare: ({ date, startTime, endTime }: { date?: string } & SessionTimes) => ({
      title: date ? `${sessionDateLabel(date)}, ${startTime ?? '?'}–${endTime ?? '?'}` : 'New date',
      subtitle: date ? `${date}${date < siteDate(new Date()) ? ' · past, hidden on the site' : ''}` : 'No date picked',
    }),
  },
});
