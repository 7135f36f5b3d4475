import { createClient } from '@sanity/client';
import {
  MOVED_BACK_QUERY,
  movedDocuments,
  movedRedirect,
  movedRedirectId,
  REDIRECT_FROM_QUERY,
} from '../../contracts/redirects/moved-documents.ts';
import type { Logger } from '../core/log.ts';
import type { MovedRedirectsConfig } from './publishing-config.ts';

/**
 * Saves a redirect from a course's or page's old address when the publish webhook says it moved: a `redirect`
 * document written to the Content Lake (Sanity's, or the local Studio's with SANITY_API_HOST), so coordinators
 * see it, the next build serves it, and the Studio's and the build's redirect rules apply to it.
 */
export function createMovedRedirects(config: MovedRedirectsConfig | null, log: Logger) {
  const client =
    config &&
    createClient({
      projectId: config.projectId,
      dataset: config.dataset,
      token: config.token,
      apiVersion: config.apiVersion,
      useCdn: false,
      ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    });
  /** Saves the redirects a webhook's body asks for; throws when the Content Lake did not take them. */
  return async function saveMovedRedirects(body: unknown): Promise<void> {
    for (const moved of movedDocuments(body)) {
      if (!client) {
        log.warn('redirect.not-saved', { from: moved.from, reason: 'SANITY_WRITE_TOKEN is not set' });
        continue;
      }
      const taken = await client.fetch<string | null>(REDIRECT_FROM_QUERY, { from: moved.from });
      const keep = taken !== null && taken !== movedRedirectId(moved.from);
      await client.mutate(
        [
          { delete: { query: MOVED_BACK_QUERY, params: { to: moved.to, id: moved.id } } },
          // A redirect a coordinator made from the old address stays as it is.
          ...(keep ? [] : [{ createIfNotExists: movedRedirect(moved) }]),
        ],
        { visibility: 'sync' },
      );
      log.info('redirect.saved', { from: moved.from, documentId: moved.id, kept: keep ? taken : undefined });
    }
  };
}
