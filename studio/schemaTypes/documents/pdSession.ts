import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { PresentationIcon } from '@sanity/icons/Presentation';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredString, requiredText, uniqueSlugField } from '../fields.ts';
import { PRICE_MESSAGE, PRICE_PATTERN } from '../../../contracts/rules/price.ts';
import { hrefRule, HTTPS_MESSAGE, HTTPS_ONLY } from '../rules.ts';

const STATUSES = [
  { title: 'Active (open for registration)', value: 'active' },
  { title: 'Coming soon', value: 'coming-soon' },
];

type SessionFields = { status?: string; formLink?: string; registrationLink?: string };
const sessionOf = (document: unknown) => (document ?? {}) as SessionFields;

/**
 * A card in the Professional Development (PD) Series on the Courses page. An active card shows its
 * price and buttons; a "coming soon" card shows a disabled button.
 */
export const pdSession = defineType({
  name: 'pdSession',
  title: 'PD session',
  type: 'document',
  icon: PresentationIcon,
  fields: [
    requiredString('title', 'Title', {
      description: 'e.g. "Chain of Responsibility Monthly Session".',
      message: 'Give the session a title',
    }),
    uniqueSlugField('title', 'A short name for the card, used to link to it. Click "Generate".'),
    requiredText('description', 'Description', {
      description: 'Two or three sentences about the session.',
      message: 'Describe the session',
    }),
    defineField({
      name: 'details',
      title: 'Details',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      description: 'Short lines shown as a list, e.g. "Held monthly, 2 hours".',
    }),
    defineField({
      name: 'price',
      title: 'Price',
      type: 'string',
      description: 'Shown on active cards, e.g. $65.',
      hidden: ({ document, value }) => sessionOf(document).status === 'coming-soon' && !value,
      validation: (rule) => [
        rule.regex(PRICE_PATTERN, { name: 'price' }).error(PRICE_MESSAGE),
        rule.custom((price, context) =>
          !price && sessionOf(context.document).status === 'active' ? 'An active session needs a price' : true,
        ),
      ],
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: { list: STATUSES, layout: 'radio' },
      initialValue: 'active',
      validation: (rule) => rule.required().error('Choose active or coming soon'),
    }),
    defineField({
      name: 'formLink',
      title: 'Registration form',
      type: 'url',
      description:
        'The online form (e.g. https://form.jotform.com/…). "Register & Pay Now" opens it in a window on the page.',
      validation: (rule) => rule.uri(HTTPS_ONLY).error(HTTPS_MESSAGE),
    }),
    defineField({
      name: 'registrationLink',
      title: '"Learn More" link',
      type: 'string',
      description:
        'Where "Learn More" goes: a page on this site such as /pd-registration?course=TLIF0005, or a full https:// address.',
      validation: (rule) => [
        rule.custom(hrefRule),
        rule
          .custom((link, context) => {
            const session = sessionOf(context.document);
            return (
              session.status !== 'active' ||
              Boolean(link || session.formLink) ||
              'An active session needs a registration form or a "Learn More" link, or it has no button'
            );
          })
          .warning(),
      ],
    }),
    orderRankField({ type: 'pdSession', newItemPosition: 'after' }),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'title', status: 'status', price: 'price' },
    prepare: ({ title, status, price }: Partial<Record<'title' | 'status' | 'price', string>>) => ({
      title,
      subtitle: status === 'coming-soon' ? 'Coming soon' : ['Active', price].filter(Boolean).join(' · '),
    }),
  },
});
