import { CalendarIcon } from '@sanity/icons/Calendar';
import { defineField, defineType } from 'sanity';
import { isUniqueValue } from '../rules';

/** A date offered on the PD group registration form. Past dates are hidden from visitors automatically. */
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
      validation: (rule) => [
        rule.required().error('Pick the date'),
        rule.custom(async (date, context) => (await isUniqueValue('date', date, context)) || 'This date is already listed'),
      ],
    }),
    defineField({ name: 'label', title: 'Label', type: 'string', description: 'How the date reads on the form, e.g. "July 2, 2025".', validation: (rule) => rule.required().error('Write the label') }),
  ],
  orderings: [{ title: 'Date', name: 'date', by: [{ field: 'date', direction: 'asc' }] }],
  preview: { select: { title: 'label', subtitle: 'date' } },
});
