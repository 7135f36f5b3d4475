import { createClient, type SanityClient } from '@sanity/client';
import { LAKE_PATH } from '../../studio/local/paths.ts';
import type { LocalStudio } from '../../studio/local/server.ts';

/** The settings that point the publisher (its builds, previews and redirects) at a local Studio's lake. */
export const localLakeEnv = (studio: LocalStudio) => ({
  SANITY_PROJECT_ID: 'northwind',
  SANITY_DATASET: 'production',
  SANITY_READ_TOKEN: 'local-lake',
  SANITY_API_HOST: `${studio.url}${LAKE_PATH}`,
});

/** A client of a local Studio's lake, writing as the Studio does (the lake takes any token). */
export const localLakeClient = (studio: LocalStudio): SanityClient =>
  createClient({
    projectId: 'northwind',
    dataset: 'production',
    apiVersion: '2025-02-19',
    token: 'local-lake',
    useCdn: false,
    apiHost: `${studio.url}${LAKE_PATH}`,
    useProjectHostname: false,
  });
