import { CommentIcon } from '@sanity/icons/Comment';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';

/** Clients' words with their star ratings, as the home page shows them, chosen from the testimonials. */
export const pageTestimonials = defineType({
  name: 'pageTestimonials',
  title: 'Testimonials',
  type: 'object',
  icon: CommentIcon,
  description: 'Quotes from clients with their star ratings, as on the home page. Add new ones under Testimonials.',
  fields: [
    requiredString('heading', 'Heading', {
      description: 'e.g. "What employers say".',
      message: 'Write the heading above the testimonials',
    }),
    defineField({
      name: 'testimonials',
      title: 'Testimonials',
      type: 'array',
      description: 'Choose them in the order they show.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }], options: { disableNew: true } })],
      validation: (rule) => [
        rule.required().min(1).error('Choose at least one testimonial'),
        rule.unique().error('Each testimonial can only be shown once'),
      ],
    }),
  ],
  preview: {
    select: { title: 'heading', testimonials: 'testimonials' },
    prepare: ({ title, testimonials }: { title?: string; testimonials?: unknown[] }) => ({
      title: title ?? 'Testimonials',
      subtitle: `Testimonials · ${testimonials?.length ?? 0}`,
    }),
  },
});
