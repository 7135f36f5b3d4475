import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { CommentIcon } from '@sanity/icons/Comment';
import { defineField, defineType } from 'sanity';
import { requiredString, requiredText } from '../fields.ts';

/** A client's words about Northwind, shown with a star rating on the home page. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    requiredText('quote', 'Quote', {
      description: 'Their words, without quotation marks.',
      rows: 4,
      message: 'Write the quote',
    }),
    defineField({
      name: 'author',
      title: 'Person',
      type: 'string',
      description: 'Optional: name and role, e.g. "Mark Delaney, Transport Operations Manager".',
    }),
    requiredString('company', 'Company', { message: 'Give the company name' }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      description: 'Stars out of 5; halves are fine, e.g. 4.5.',
      validation: (rule) => [
        rule.required().error('Give a rating from 1 to 5'),
        rule.min(1).max(5).error('Give a rating from 1 to 5'),
        rule.custom(
          (rating) => rating === undefined || Number.isInteger(rating * 2) || 'Use whole or half stars, e.g. 4 or 4.5',
        ),
      ],
    }),
    orderRankField({ type: 'testimonial', newItemPosition: 'after' }),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { company: 'company', rating: 'rating', author: 'author' },
    prepare: ({ company, rating, author }: { company?: string; rating?: number; author?: string }) => ({
      title: company || 'New testimonial',
      subtitle: [rating !== undefined ? `${rating} out of 5 stars` : undefined, author].filter(Boolean).join(' · '),
    }),
  },
});
