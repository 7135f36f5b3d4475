import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { defineCollection } from './definition.ts';
import { all } from './entries.ts';
import type { Guarded } from './fields.ts';
import type { PdSessionDatesQueryResult } from './sanity.types.ts';

export const pdSessionDatesQuery = defineQuery(`*[_type == "pdSessionDate"] | order(date asc) {
  _id,
  _type,
  date
}`);

export const pdSessionDateSchema = z.looseObject({
  _id: z.string(),
  date: z.iso.date(),
});
export type PdSessionDate = Guarded<PdSessionDatesQueryResult[number], typeof pdSessionDateSchema>;

export const pdSessionDates = defineCollection({
  query: pdSessionDatesQuery,
  schema: pdSessionDateSchema,
  id: (doc) => doc.date,
  unique: ['date'],
});

export const getPdSessionDates = async () =>
  (await all<PdSessionDate>('pdSessionDates')).sort((a, b) => a.date.localeCompare(b.date));
