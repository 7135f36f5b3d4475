import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { bySlug, defineCollection } from './definition.ts';
import { all, inOrder } from './entries.ts';
import { orderRank, text, type Guarded } from './fields.ts';
import type { CategoriesQueryResult } from './sanity.types.ts';

// _type with _id in every embeddable document: a build error then names the document a coordinator edits.
export const categoryFragment = /* groq */ `{
  _id,
  _type,
  name,
  "slug": slug.current,
  pageTitle,
  description,
  orderRank
}`;

export const categoriesQuery = defineQuery(`*[_type == "category"] | order(orderRank asc) ${categoryFragment}`);

export const categorySchema = z.looseObject({
  _id: z.string(),
  name: text,
  slug: text,
  pageTitle: text,
  description: text,
  orderRank,
});
export type Category = Guarded<CategoriesQueryResult[number], typeof categorySchema>;

export const categories = defineCollection({
  query: categoriesQuery,
  schema: categorySchema,
  id: bySlug,
  unique: ['slug'],
});

export const getCategories = () => inOrder(all<Category>('categories'));
