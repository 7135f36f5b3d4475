import { CalendarIcon } from '@sanity/icons/Calendar';
import { defineField, defineType } from 'sanity';
import { isUniqueValue } from '../rules.ts';

/** "July 2, 2025" for 2025-07-02: how a date reads on the registration form. */
const dateLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A session date offered on the PD group registration form. Dates in the past are hidden from
 * visitors automatically, so old dates can stay here.
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
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'How the date reads on the form, e.g. "July 2, 2025".',
      validation: (rule) => [
        rule.required().error('Write the date as visitors should read it, e.g. July 2, 2025'),
        rule
          .custom((label, context) => {
            const date = (context.document as { date?: string } | undefined)?.date;
            if (!label || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return true;
            const expected = dateLabel(date);
            return label === expected || `The label does not match the date: did you mean "${expected}"?`;
          })
          .warning(),
      ],
    }),
  ],
  orderings: [{ title: 'Date', name: 'date', by: [{ field: 'date', direction: 'asc' }] }],
  preview: {
    select: { label: 'label', date: 'date' },
    prepare: ({ label, date }: { label?: string; date?: string }) => ({
      title: label || date || 'New date',
      subtitle: date
        ? `${date}${date < new Date().toISOString().slice(0, 10) ? ' · past, hidden on the site' : ''}`
        : 'No date picked',
    }),
  },
});
