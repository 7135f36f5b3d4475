import type { ClientConfig, SanityClient } from '@sanity/client';
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

/** The client's options, refusing drafts without a token before anything is asked. */
function clientOptions(config: LiveBackendConfig): ClientConfig {
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
  return options;
}

export function createLiveBackend(config: LiveBackendConfig): ContentBackend {
  const options = clientOptions(config);
  // Imported when first asked: the client brings some 350 modules (rxjs, undici) that a build of the embedded
  // dataset, which imports this file too, never uses.
  let client: Promise<SanityClient> | undefined;
  return {
    name: 'live',
    fetch: async <T>(query: string, params: QueryParams = {}) => {
      client ??= import('@sanity/client').then(({ createClient }) => createClient(options));
      return (await client).fetch<T>(query, params);
    },
  };
}
