import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { defineCollection } from './definition.ts';
import { all } from './entries.ts';
import { text, type Guarded } from './fields.ts';
import {
  SESSION_TIME_MESSAGE,
  SESSION_TIME_PATTERN,
  sessionTimesProblem,
} from '../../contracts/pd-registration/session-time.ts';
import type { PdSessionDatesQueryResult } from './sanity.types.ts';

export const pdSessionDatesQuery = defineQuery(`*[_type == "pdSessionDate"] | order(date asc) {
  _id,
  _type,
  _updatedAt,
  date,
  startTime,
  endTime,
  location
}`);

export const pdSessionDateSchema = z
  .looseObject({
    _id: z.string(),
    _updatedAt: z.string().nullish(),
    date: z.iso.date(),
    startTime: z.string().regex(SESSION_TIME_PATTERN, SESSION_TIME_MESSAGE),
    endTime: z.string().regex(SESSION_TIME_PATTERN, SESSION_TIME_MESSAGE),
    location: text,
  })
  .superRefine((session, context) => {
    const problem = sessionTimesProblem(session.startTime, session.endTime);
    if (problem) context.addIssue({ code: 'custom', path: ['endTime'], message: problem });
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
