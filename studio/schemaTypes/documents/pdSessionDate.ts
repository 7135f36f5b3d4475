import { CalendarIcon } from '@sanity/icons/Calendar';
import { defineField, defineType } from 'sanity';
import { sessionDateLabel } from '../../../contracts/pd-registration/session-date-label.ts';
import { siteDate } from '../../../contracts/build-time.ts';
import { isUniqueValue } from '../rules.ts';

/**
 * A session date offered on the PD group registration form. Visitors read it as "July 2, 2025",
 * worked out from the date. Dates in the past are hidden from visitors automatically, so old dates
 * can stay here (the Studio lists them under "Past").
 */
export const pdSessionDate = defineType({
  name: 'pdSessionDate',
  title: 'PD session date',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      description: 'The day of the session.',
      options: { dateFormat: 'D MMMM YYYY' },
      // One rule, not a list, so the date type's own format check is not repeated.
      validation: (rule) =>
        rule.custom(async (date, context) => {
          if (!date) return 'Pick the date';
          return (await isUniqueValue('date', date, context)) || 'This date is already listed';
        }),
    }),
  ],
  orderings: [{ title: 'Date', name: 'date', by: [{ field: 'date', direction: 'asc' }] }],
  preview: {
    select: { date: 'date' },
    prepare: ({ date }: { date?: string }) => ({
      title: date ? sessionDateLabel(date) : 'New date',
      subtitle: date ? `${date}${date < siteDate(new Date()) ? ' · past, hidden on the site' : ''}` : 'No date picked',
    }),
  },
});
