import type { z } from 'astro/zod';
import type { ContentBackend, QueryParams } from './backend.ts';
import * as queries from './queries.ts';
import * as schemas from './schemas.ts';
import { navigationSchema } from '../site/navigation.ts';
import { checkUnique, validateDocuments } from './validate.ts';

interface CollectionDefinition<S extends z.ZodType = z.ZodType> {
  query: string;
  schema: S;
  /** Entry id inside the Astro collection. */
  id: (doc: z.infer<S>) => string;
  /** A singleton: the query answers one document (or null when it is missing). */
  single?: boolean;
  /** GROQ parameters of the query: the path prefixes of queries that resolve links. */
  params?: QueryParams;
  /** Fields no two documents may share: a page address, a course code. A clash would silently drop one. */
  unique?: string[];
}

const define = <S extends z.ZodType>(definition: CollectionDefinition<S>) => definition;
const bySlug = (doc: { slug: string }) => doc.slug;
const byId = (doc: { _id: string }) => doc._id;

export const collectionDefinitions = {
  categories: define({
    query: queries.categoriesQuery,
    schema: schemas.categorySchema,
    id: bySlug,
    unique: ['slug'],
  }),
  courses: define({ query: queries.coursesQuery, schema: schemas.courseSchema, id: bySlug, unique: ['code', 'slug'] }),
  pdSessions: define({ query: queries.pdSessionsQuery, schema: schemas.pdSessionSchema, id: bySlug, unique: ['slug'] }),
  pdSessionDates: define({
    query: queries.pdSessionDatesQuery,
    schema: schemas.pdSessionDateSchema,
    id: (doc) => doc.date,
    unique: ['date'],
  }),
  teamMembers: define({
    query: queries.teamMembersQuery,
    schema: schemas.teamMemberSchema,
    id: bySlug,
    unique: ['slug'],
  }),
  testimonials: define({ query: queries.testimonialsQuery, schema: schemas.testimonialSchema, id: byId }),
  clientLogos: define({ query: queries.clientLogosQuery, schema: schemas.clientLogoSchema, id: byId }),
  policyPages: define({
    query: queries.policyPagesQuery,
    schema: schemas.policyPageSchema,
    id: bySlug,
    unique: ['slug'],
    params: queries.LINK_QUERY_PARAMS,
  }),
  siteSettings: define({
    query: queries.siteSettingsQuery,
    schema: schemas.siteSettingsSchema,
    id: byId,
    params: queries.LINK_QUERY_PARAMS,
    single: true,
  }),
  homePage: define({ query: queries.homePageQuery, schema: schemas.homePageSchema, id: byId, single: true }),
  aboutPage: define({ query: queries.aboutPageQuery, schema: schemas.aboutPageSchema, id: byId, single: true }),
  coursesPage: define({
    query: queries.coursesPageQuery,
    schema: schemas.coursesPageSchema,
    id: byId,
    params: queries.LINK_QUERY_PARAMS,
    single: true,
  }),
  quiz: define({ query: queries.quizQuery, schema: schemas.quizSchema, id: byId, single: true }),
  navigation: define({
    query: queries.navigationQuery,
    schema: navigationSchema,
    id: byId,
    params: queries.NAVIGATION_QUERY_PARAMS,
    single: true,
  }),
  fixedPages: define({
    query: queries.fixedPagesQuery,
    schema: schemas.fixedPageSchema,
    id: byId,
    params: { types: [...schemas.FIXED_PAGE_TYPES] },
  }),
};

export type CollectionName = keyof typeof collectionDefinitions;
export type CollectionEntry<N extends CollectionName> = z.infer<(typeof collectionDefinitions)[N]['schema']>;

/** Runs a collection's query and validates every document it answers. */
export async function loadCollection<N extends CollectionName>(
  backend: ContentBackend,
  name: N,
): Promise<Array<CollectionEntry<N> & { id: string }>> {
  const definition = collectionDefinitions[name] as CollectionDefinition;
  const answer = await backend.fetch<unknown>(definition.query, definition.params);
  if (definition.single && answer == null) {
    throw new Error(`Content for "${name}" is missing: publish the "${name}" document in the Studio.`);
  }
  const documents = definition.single ? [answer] : (answer as unknown[]);
  const valid = validateDocuments(name, definition.schema, documents) as CollectionEntry<N>[];
  checkUnique(name, documents, definition.unique ?? []);
  return valid.map((doc) => ({ ...doc, id: definition.id(doc) }));
}
