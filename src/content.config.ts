import { defineCollection } from 'astro:content';
import {
  CONTENT_DATASET_FILE,
  CONTENT_PERSPECTIVE,
  SANITY_API_HOST,
  SANITY_API_VERSION,
  SANITY_DATASET,
  SANITY_PROJECT_ID,
  SANITY_READ_TOKEN,
} from 'astro:env/server';
import type { z } from 'astro/zod';
import { collectionDefinitions, loadCollection, type CollectionName } from './content/collections.ts';
import { checkRequiredContent } from './content/required-content.ts';
import { contentSourceLabel, createContentSource } from './content/source.node.ts';

const env = {
  SANITY_PROJECT_ID,
  SANITY_DATASET,
  SANITY_API_VERSION,
  SANITY_READ_TOKEN,
  SANITY_API_HOST,
  CONTENT_DATASET_FILE,
  CONTENT_PERSPECTIVE,
};
const source = createContentSource(env);
// Asked once per build: every collection waits for it, so an empty dataset fails with one clear message.
let requiredContent: Promise<void> | undefined;
const whenContentPresent = () => (requiredContent ??= checkRequiredContent(source, contentSourceLabel(env)));

/** Never an entry's id: a document id has no spaces. */
const PLACEHOLDER_ID = 'empty list';

// The schema is passed as its own argument so each collection keeps its own type (a generic name would widen it).
const collection = <S extends z.ZodType>(name: CollectionName, { schema }: { schema: S }) =>
  defineCollection({
    loader: {
      name: `northwind-${name}`,
      load: async (context) => {
        const { store } = context;
        await whenContentPresent();
        const entries = await loadCollection(source, name);
        store.clear();
        // A list with nothing in it yet (no redirects, no retired course) must still be in the store: Astro warns at
        // every getCollection of one that is not (withastro/astro#15329), on every build.
        if (entries.length === 0) {
          store.set({ id: PLACEHOLDER_ID, data: {} });
          store.delete(PLACEHOLDER_ID);
        }
        for (const entry of entries)
          store.set({ id: entry.id, data: await context.parseData({ id: entry.id, data: entry }) });
      },
    },
    schema,
  });

export const collections = {
  categories: collection('categories', collectionDefinitions.categories),
  courses: collection('courses', collectionDefinitions.courses),
  pdSessions: collection('pdSessions', collectionDefinitions.pdSessions),
  pdSessionDates: collection('pdSessionDates', collectionDefinitions.pdSessionDates),
  intakes: collection('intakes', collectionDefinitions.intakes),
  teamMembers: collection('teamMembers', collectionDefinitions.teamMembers),
  testimonials: collection('testimonials', collectionDefinitions.testimonials),
  clientLogos: collection('clientLogos', collectionDefinitions.clientLogos),
  policyPages: collection('policyPages', collectionDefinitions.policyPages),
  pages: collection('pages', collectionDefinitions.pages),
  siteSettings: collection('siteSettings', collectionDefinitions.siteSettings),
  homePage: collection('homePage', collectionDefinitions.homePage),
  aboutPage: collection('aboutPage', collectionDefinitions.aboutPage),
  coursesPage: collection('coursesPage', collectionDefinitions.coursesPage),
  quiz: collection('quiz', collectionDefinitions.quiz),
  navigation: collection('navigation', collectionDefinitions.navigation),
  fixedPages: collection('fixedPages', collectionDefinitions.fixedPages),
  funding: collection('funding', collectionDefinitions.funding),
  redirects: collection('redirects', collectionDefinitions.redirects),
  retiredCourses: collection('retiredCourses', collectionDefinitions.retiredCourses),
  preTrainingReviews: collection('preTrainingReviews', collectionDefinitions.preTrainingReviews),
  privacyNotice: collection('privacyNotice', collectionDefinitions.privacyNotice),
};
