import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import type { ContentBackend, QueryParams } from './backend.node.ts';
import type { ContentPerspective } from '../../contracts/content-perspective.ts';

export interface LiveBackendConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Read token for private datasets; used only at build time, never sent to the browser. */
  token?: string;
  /** Published unless a preview build asks for drafts, which only a token can read. */
  perspective?: ContentPerspective;
  /** Another host that speaks the Content Lake's API instead of Sanity's (SANITY_API_HOST, e.g. the local lake). */
  apiHost?: string;
}

export function createLiveClient(config: LiveBackendConfig): SanityClient {
  const perspective = config.perspective ?? 'published';
  if (perspective === 'drafts' && !config.token) {
    throw new Error(
      'A preview of drafts from a Sanity project needs SANITY_READ_TOKEN (a Viewer token): drafts are never public.',
    );
  }
  const options: ClientConfig = {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    perspective,
    // Builds must see what was just published, not a cached answer.
    useCdn: false,
  };
  if (config.apiHost) Object.assign(options, { apiHost: config.apiHost, useProjectHostname: false });
  return createClient(options);
}

export function createLiveBackend(config: LiveBackendConfig): ContentBackend {
  const client = createLiveClient(config);
  return {
    name: 'live',
    fetch: <T>(query: string, params: QueryParams = {}) => client.fetch<T>(query, params),
  };
}
