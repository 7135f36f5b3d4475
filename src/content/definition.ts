import type { z } from 'astro/zod';
import type { QueryParams } from './backend.node.ts';

export interface CollectionDefinition<S extends z.ZodType = z.ZodType> {
  /** One of the queries `npm run typegen` typed: a query changed since then is no key and fails typecheck. */
  query: keyof SanityQueries;
  schema: S;
  /** Entry id inside the Astro collection. */
  id: (doc: z.infer<S>) => string;
  /** A singleton: the query answers one document (or null when it is missing). */
  single?: boolean;
  /** GROQ parameters of the query: the path prefixes of queries that resolve links. */
  params?: QueryParams;
  /** Fields no two documents may share: a page address, a course code. A clash would silently drop one. */
  unique?: string[];
  /** Rules across the collection's valid documents (pathways that go round in a circle); throws naming them. */
  check?: (documents: z.infer<S>[]) => void;
}

export const defineCollection = <S extends z.ZodType>(definition: CollectionDefinition<S>) => definition;
export const bySlug = (doc: { slug: string }) => doc.slug;
export const byId = (doc: { _id: string }) => doc._id;
