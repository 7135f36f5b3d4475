import { CommentIcon } from '@sanity/icons/Comment';
import { defineField, defineType } from 'sanity';
import { orderField } from '../fields';

/** A client's words on the home page. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({ name: 'quote', title: 'Quote', type: 'text', rows: 4, validation: (rule) => rule.required().error('Write the quote') }),
    defineField({ name: 'author', title: 'Person', type: 'string', description: 'Optional: name and role.' }),
    defineField({ name: 'company', title: 'Company', type: 'string', validation: (rule) => rule.required().error('Give the company') }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      description: 'Stars out of 5; halves are fine.',
      validation: (rule) => rule.required().min(1).max(5).precision(1).error('Give a rating from 1 to 5'),
    }),
    orderField,
  ],
  preview: {
    select: { company: 'company', rating: 'rating', quote: 'quote' },
    prepare: ({ company, rating, quote }) => ({ title: `${company} · ${rating}/5`, subtitle: quote }),
  },
});
