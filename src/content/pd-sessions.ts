import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { bySlug, defineCollection } from './definition.ts';
import { all, inOrder } from './entries.ts';
import { httpsUrl, optionalText, orderRank, text, type Guarded } from './fields.ts';
import type { PdSessionsQueryResult } from './sanity.types.ts';

export const pdSessionsQuery = defineQuery(`*[_type == "pdSession"] | order(orderRank asc) {
  _id,
  _type,
  title,
  "slug": slug.current,
  description,
  "details": coalesce(details, []),
  price,
  status,
  formLink,
  registrationLink,
  orderRank
}`);

export const pdStatuses = ['active', 'coming-soon'] as const;

export const pdSessionSchema = z.looseObject({
  _id: z.string(),
  title: text,
  slug: text,
  description: text,
  details: z.array(z.string()),
  price: optionalText,
  status: z.enum(pdStatuses),
  formLink: httpsUrl.nullish(),
  registrationLink: optionalText,
  orderRank,
});
export type PdSession = Guarded<PdSessionsQueryResult[number], typeof pdSessionSchema>;

export const pdSessions = defineCollection({
  query: pdSessionsQuery,
  schema: pdSessionSchema,
  id: bySlug,
  unique: ['slug'],
});

export const getPdSessions = () => inOrder(all<PdSession>('pdSessions'));
