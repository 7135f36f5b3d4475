import { PUBLISHER_META } from './paths.ts';

/**
 * The publisher's origin as the local server named it in the page it served (empty when it named none, and
 * in Node, where `sanity build` reads the config).
 */
export function localPublisherOrigin(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${PUBLISHER_META}"]`)?.content ?? '';
}
