import { LaunchIcon } from '@sanity/icons/Launch';
import { useEffect, useState } from 'react';
import { useClient, type DocumentActionComponent } from 'sanity';
import { LOCATIONS_QUERY, pageLocations, type LocationsQueryResult } from '../presentation/locations.ts';
import { SANITY_API_VERSION } from '../../contracts/sanity-api.ts';
import { publisherUrl } from './publisher.ts';

/**
 * "View on site": opens the live page that shows the published document, the first of the pages the
 * Presentation tool lists for it (one query and one rule for both).
 */
export const ViewOnSiteAction: DocumentActionComponent = ({ id, published }) => {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    if (!published) return setPath(null);
    let current = true;
    void client
      .fetch<LocationsQueryResult>(LOCATIONS_QUERY, { id }, { perspective: 'published' })
      .then((result) => current && setPath(pageLocations(result)[0]?.href ?? null));
    return () => {
      current = false;
    };
  }, [client, id, published]);
  const origin = publisherUrl();
  const title = !origin
    ? 'Set SANITY_STUDIO_PUBLISHER_URL to link to the site'
    : !path
      ? 'Not on the site yet: publish it first (or the site does not show it)'
      : `${origin}${path}`;
  return {
    label: 'View on site',
    icon: LaunchIcon,
    title,
    disabled: !origin || !path,
    onHandle: () => {
      window.open(`${origin}${path}`, '_blank', 'noopener,noreferrer');
    },
  };
};
