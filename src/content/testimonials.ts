import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { byId, defineCollection } from './definition.ts';
import { all, inOrder } from './entries.ts';
import { optionalText, orderRank, text, type Guarded } from './fields.ts';
import type { TestimonialsQueryResult } from './sanity.types.ts';

export const testimonialsQuery = defineQuery(`*[_type == "testimonial"] | order(orderRank asc) {
  _id,
  _type,
  quote,
  author,
  company,
  rating,
  orderRank
}`);

export const testimonialSchema = z.looseObject({
  _id: z.string(),
  quote: text,
  author: optionalText,
  company: text,
  rating: z.number().min(1).max(5),
  orderRank,
});
export type Testimonial = Guarded<TestimonialsQueryResult[number], typeof testimonialSchema>;

export const testimonials = defineCollection({ query: testimonialsQuery, schema: testimonialSchema, id: byId });

export const getTestimonials = () => inOrder(all<Testimonial>('testimonials'));
