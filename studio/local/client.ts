import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { LAKE_PATH } from './paths.ts';

/**
 * Every client the Studio makes (its auth store's included) goes to the local lake on the Studio's own
 * origin instead of *.api.sanity.io: the same client and the same HTTP calls, answered from the seed.
 */
export function localClientFactory(options: ClientConfig): SanityClient {
  return createClient({
    ...options,
    apiHost: `${window.location.origin}${LAKE_PATH}`,
    useProjectHostname: false,
    useCdn: false,
  });
}
