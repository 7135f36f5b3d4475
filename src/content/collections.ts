import type { z } from 'astro/zod';
import { buildTime, siteDate } from '../../contracts/build-time.ts';
import { aboutPage } from './about-page.ts';
import { fetchQuery, type ContentBackend } from './backend.node.ts';
import { categories } from './categories.ts';
import { clientLogos } from './client-logos.ts';
import { courses } from './courses.ts';
import { coursesPage } from './courses-page.ts';
import type { CollectionDefinition } from './definition.ts';
import { fixedPages } from './fixed-pages.ts';
import { funding } from './funding.ts';
import { homePage } from './home-page.ts';
import { intakes } from './intakes.ts';
import { navigation } from './navigation.ts';
import { pdSessionDates } from './pd-session-dates.ts';
import { pages } from './pages.ts';
import { pdSessions } from './pd-sessions.ts';
import { policyPages } from './policy-pages.ts';
import { preTrainingReviews } from './pre-training-reviews.ts';
import { privacyNotice } from './privacy-notice.ts';
import { quiz } from './quiz.ts';
import { redirects } from './redirects.ts';
import { retiredCourses } from './retired-courses.ts';
import { siteSettings } from './site-settings.ts';
import { teamMembers } from './team-members.ts';
import { testimonials } from './testimonials.ts';
import { checkUnique, validateDocuments } from './validate.ts';

/** Every collection the site builds from, each defined in its own file (query, guard, getter). */
export const collectionDefinitions = {
  categories,
  courses,
  pdSessions,
  pdSessionDates,
  intakes,
  teamMembers,
  testimonials,
  clientLogos,
  policyPages,
  pages,
  siteSettings,
  homePage,
  aboutPage,
  coursesPage,
  quiz,
  navigation,
  fixedPages,
  funding,
  redirects,
  retiredCourses,
  preTrainingReviews,
  privacyNotice,
};

export type CollectionName = keyof typeof collectionDefinitions;
export type CollectionEntry<N extends CollectionName> = z.infer<(typeof collectionDefinitions)[N]['schema']>;

/** Runs a collection's query and validates every document it answers. */
export async function loadCollection<N extends CollectionName>(
  backend: ContentBackend,
  name: N,
): Promise<Array<CollectionEntry<N> & { id: string }>> {
  const definition = collectionDefinitions[name] as CollectionDefinition;
  // $today: the build's day, when a superseded or withdrawn course stops being published.
  const params = { ...definition.params, today: siteDate(buildTime()) };
  const answer: unknown = await fetchQuery(backend, definition.query, params);
  if (definition.single && answer == null) {
    throw new Error(`Content for "${name}" is missing: publish the "${name}" document in the Studio.`);
  }
  const documents = definition.single ? [answer] : (answer as unknown[]);
  const valid = validateDocuments(name, definition.schema, documents) as CollectionEntry<N>[];
  checkUnique(name, documents, definition.unique ?? []);
  definition.check?.(valid);
  return valid.map((doc) => ({ ...doc, id: definition.id(doc) }));
}
