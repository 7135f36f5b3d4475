import { getCollection, getEntry } from 'astro:content';
import { compareRanks } from './order-rank.ts';

type Singleton =
  'siteSettings' | 'homePage' | 'aboutPage' | 'coursesPage' | 'quiz' | 'navigation' | 'funding' | 'privacyNotice';
type ListCollection =
  | 'categories'
  | 'courses'
  | 'pdSessions'
  | 'pdSessionDates'
  | 'intakes'
  | 'teamMembers'
  | 'testimonials'
  | 'clientLogos'
  | 'policyPages'
  | 'pages'
  | 'fixedPages'
  | 'redirects'
  | 'retiredCourses'
  | 'preTrainingReviews';

// Typed access to the collections for the getters; each query runs once per build. An entry is typed as its
// query's result (the collection's guard checked it when it loaded).

/** The one document of a singleton collection. */
export async function single<T>(name: Singleton): Promise<T> {
  const entry = await getEntry(name, name);
  if (!entry) throw new Error(`The "${name}" document is missing from the content.`);
  return entry.data as T;
}

/** One entry of a list collection, by its id, or undefined. */
export async function entry<T>(name: ListCollection, id: string): Promise<T | undefined> {
  return (await getEntry(name, id))?.data as T | undefined;
}

export async function all<T>(name: ListCollection): Promise<T[]> {
  return (await getCollection(name)).map((entry) => entry.data as T);
}

// The store keeps entries by id, so the order dragged in the Studio is applied again here.
export const inOrder = async <T extends { orderRank?: string | null }>(docs: Promise<T[]>) =>
  (await docs).sort((a, b) => compareRanks(a.orderRank, b.orderRank));
