import { map } from 'rxjs';
import { presentationTool, type DocumentLocationResolver } from 'sanity/presentation';
import { LOCATIONS_QUERY, pageLocations, type LocationsQueryResult } from './locations.ts';
import { PREVIEW_DISABLE_PATH, PREVIEW_ENABLE_PATH } from '../../contracts/preview/protocol.ts';
import { LOCAL_LAKE } from '../local/index.ts';
import { localPublisherOrigin } from '../local/publisher-origin.ts';

/** The publisher that serves previews; the local one (`npm start`) unless the Studio is told of another. */
const DEFAULT_PREVIEW_ORIGIN = 'http://127.0.0.1:4321';

/** SANITY_STUDIO_PREVIEW_ORIGIN when the Studio is built; for the local Studio, the publisher its server names. */
const previewOrigin = () =>
  (LOCAL_LAKE ? localPublisherOrigin() : process.env.SANITY_STUDIO_PREVIEW_ORIGIN) || DEFAULT_PREVIEW_ORIGIN;

/** "Used on these pages" for the document being edited, kept current as it changes (drafts included). */
const locations: DocumentLocationResolver = ({ id }, { documentStore }) =>
  documentStore.listenQuery(LOCATIONS_QUERY, { id }, { perspective: 'drafts' }).pipe(
    map((result: LocationsQueryResult) => {
      const pages = pageLocations(result);
      return pages.length ? { locations: pages } : null;
    }),
  );

/**
 * Sanity's Presentation tool over the publisher's previews of drafts: it opens a page through the
 * publisher's preview entry, with a secret it makes and stores in the dataset for each session.
 */
export function previewTool(origin = previewOrigin()) {
  return presentationTool({
    title: 'Preview',
    previewUrl: { origin, previewMode: { enable: PREVIEW_ENABLE_PATH, disable: PREVIEW_DISABLE_PATH } },
    resolve: { locations },
  });
}
