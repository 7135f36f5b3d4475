import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { byId, defineCollection } from './definition.ts';
import { all } from './entries.ts';
import { text, type Guarded } from './fields.ts';
import type { IntakesQueryResult } from './sanity.types.ts';
import {
  INTAKE_STATUSES,
  PATTERN_MONTHS_MAX,
  PATTERN_ORDINALS,
  PATTERN_WEEKDAYS,
} from '../../contracts/intakes/model.ts';
import { DELIVERY_MODES } from '../../contracts/delivery-modes.ts';

/** Intakes, intake patterns and rolling enrolments: the documents that say when courses start. */
export const intakesQuery = defineQuery(`*[_type in ["intake", "intakePattern", "rollingEnrolment"]] | order(_id asc) {
  _id,
  _type,
  _updatedAt,
  "courseId": course._ref,
  "categoryId": category._ref,
  mode,
  location,
  status,
  startDate,
  enrolmentCloses,
  axcelerateInstanceId,
  ordinal,
  weekday,
  months,
  from,
  closesDaysBefore
}`);

type Values<T extends readonly { value: string }[]> = [T[number]['value'], ...T[number]['value'][]];
const values = <T extends readonly { value: string }[]>(list: T) => list.map((entry) => entry.value) as Values<T>;
const oneOf = (list: readonly { value: number }[]) =>
  z.number().refine((value) => list.some((entry) => entry.value === value), 'Not one of the choices the Studio offers');
const status = z.enum(values(INTAKE_STATUSES));
const where = {
  _id: z.string(),
  _updatedAt: z.string().nullish(),
  courseId: z.string().nullish(),
  categoryId: z.string().nullish(),
  mode: z.enum(values(DELIVERY_MODES)),
  location: text,
};

export const intakeDocSchema = z.discriminatedUnion('_type', [
  z.looseObject({
    ...where,
    _type: z.literal('intake'),
    startDate: z.iso.date(),
    enrolmentCloses: z.iso.date(),
    status,
    axcelerateInstanceId: z.number().int().positive().nullish(),
  }),
  z.looseObject({
    ...where,
    _type: z.literal('intakePattern'),
    ordinal: oneOf(PATTERN_ORDINALS),
    weekday: oneOf(PATTERN_WEEKDAYS),
    months: z.number().int().min(1).max(PATTERN_MONTHS_MAX),
    from: z.iso.date().nullish(),
    closesDaysBefore: z.number().int().min(0),
    status,
  }),
  z.looseObject({ ...where, _type: z.literal('rollingEnrolment') }),
]);
export type IntakeDocument = Guarded<IntakesQueryResult[number], typeof intakeDocSchema>;

export const intakes = defineCollection({ query: intakesQuery, schema: intakeDocSchema, id: byId });

export const getIntakeDocuments = () => all<IntakeDocument>('intakes');
