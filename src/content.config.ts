import { defineCollection } from 'astro:content';
import {
  CONTENT_DATASET_FILE,
  SANITY_API_VERSION,
  SANITY_DATASET,
  SANITY_PROJECT_ID,
  SANITY_READ_TOKEN,
} from 'astro:env/server';
import { collectionDefinitions, loadCollection, type CollectionName } from './lib/content/collections.ts';
import { createContentSource } from './lib/content/source.ts';

const source = createContentSource({
  SANITY_PROJECT_ID,
  SANITY_DATASET,
  SANITY_API_VERSION,
  SANITY_READ_TOKEN,
  CONTENT_DATASET_FILE,
});

const collection = <N extends CollectionName>(name: N) =>
  defineCollection({
    loader: () => loadCollection(source, name),
    schema: collectionDefinitions[name].schema,
  });

export const collections = {
  categories: collection('categories'),
  courses: collection('courses'),
  pdSessions: collection('pdSessions'),
  pdSessionDates: collection('pdSessionDates'),
  teamMembers: collection('teamMembers'),
  testimonials: collection('testimonials'),
  clientLogos: collection('clientLogos'),
  policyPages: collection('policyPages'),
  siteSettings: collection('siteSettings'),
  homePage: collection('homePage'),
  aboutPage: collection('aboutPage'),
  coursesPage: collection('coursesPage'),
};
