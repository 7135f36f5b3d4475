import type { ContentBackend } from './backend.node.ts';
import { createLiveBackend } from './live-backend.node.ts';
import { createLocalBackend } from './local-backend.node.ts';
import { DEFAULT_DATASET_FILE } from './local-dataset.node.ts';
import { contentPerspective } from '../../contracts/content-perspective.ts';
import { SANITY_API_VERSION } from '../../contracts/sanity-api.ts';

export interface ContentSourceEnv {
  SANITY_PROJECT_ID?: string;
  SANITY_DATASET?: string;
  SANITY_API_VERSION?: string;
  SANITY_READ_TOKEN?: string;
  /** Another host that speaks the Content Lake's API (the local lake of `npm run studio:local`); Sanity's by default. */
  SANITY_API_HOST?: string;
  CONTENT_DATASET_FILE?: string;
  CONTENT_PERSPECTIVE?: string;
}

export const usesLiveDataset = (env: ContentSourceEnv) => Boolean(env.SANITY_PROJECT_ID && env.SANITY_DATASET);

/** Where the content comes from, as a build error should name it. */
export const contentSourceLabel = (env: ContentSourceEnv) =>
  usesLiveDataset(env)
    ? `The Sanity dataset "${env.SANITY_DATASET}" of project "${env.SANITY_PROJECT_ID}"${env.SANITY_READ_TOKEN ? '' : ' (read without a token)'}`
    : `The dataset file ${env.CONTENT_DATASET_FILE || DEFAULT_DATASET_FILE}`;

/** The live Content Lake when a project is configured, otherwise the embedded dataset; published unless asked for drafts. */
export function createContentSource(env: ContentSourceEnv): ContentBackend {
  const perspective = contentPerspective(env.CONTENT_PERSPECTIVE);
  if (usesLiveDataset(env)) {
    return createLiveBackend({
      projectId: env.SANITY_PROJECT_ID as string,
      dataset: env.SANITY_DATASET as string,
      apiVersion: env.SANITY_API_VERSION || SANITY_API_VERSION,
      token: env.SANITY_READ_TOKEN || undefined,
      perspective,
      apiHost: env.SANITY_API_HOST || undefined,
    });
  }
  return createLocalBackend(env.CONTENT_DATASET_FILE || DEFAULT_DATASET_FILE, perspective);
}
