import { CalendarIcon } from '@sanity/icons/Calendar';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { orderField, uniqueSlugField } from '../fields';
import { hrefRule, PRICE_MESSAGE, PRICE_PATTERN } from '../rules';

/** A card in the Professional Development (PD) Series on the Courses page. */
export const pdSession = defineType({
  name: 'pdSession',
  title: 'PD session card',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().error('Give the session a title') }),
    uniqueSlugField('title', 'An internal name for the card.'),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (rule) => rule.required().error('Describe the session') }),
    defineField({ name: 'details', title: 'Details', type: 'array', of: [defineArrayMember({ type: 'string' })], description: 'Short lines such as "Monthly, online, 2 hours".' }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: { list: [{ title: 'Active', value: 'active' }, { title: 'Coming soon', value: 'coming-soon' }], layout: 'radio' },
      initialValue: 'active',
      validation: (rule) => rule.required().error('Choose active or coming soon'),
    }),
    defineField({
      name: 'price',
      title: 'Price',
      type: 'string',
      description: 'Shown on active cards, e.g. $65.',
      hidden: ({ document }) => document?.status === 'coming-soon',
      validation: (rule) => [
        rule.regex(PRICE_PATTERN, { name: 'price' }).error(PRICE_MESSAGE),
        rule.custom((price, context) => (!price && context.document?.status === 'active' ? 'An active session needs a price' : true)),
      ],
    }),
    defineField({
      name: 'formLink',
      title: 'Registration form',
      type: 'url',
      description: 'A form on the forms service (form.jotform.com/…): the button "Register & Pay Now" opens it in a window on the page.',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'registrationLink',
      title: 'Other link',
      type: 'string',
      description: 'Used when there is no form: "Learn More" goes here (a page on this site like /pd-registration, or https://…).',
      validation: (rule) => rule.custom(hrefRule),
    }),
    orderField,
  ],
  preview: {
    select: { title: 'title', status: 'status', price: 'price' },
    prepare: ({ title, status, price }) => ({ title, subtitle: status === 'coming-soon' ? 'Coming soon' : `Active · ${price ?? 'no price'}` }),
  },
});
