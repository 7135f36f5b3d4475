import { LaunchIcon } from '@sanity/icons/Launch';
import { useEffect, useState } from 'react';
import { useClient, type DocumentActionComponent } from 'sanity';
import { documentPath } from '../../src/lib/site/document-path.ts';
import { SANITY_API_VERSION } from '../../src/lib/rules/sanity-api.ts';
import { PUBLISHER_URL } from './publisher.ts';

/** "View on site": opens the live page that shows the published document. */
export const ViewOnSiteAction: DocumentActionComponent = ({ published, type }) => {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [brandSlug, setBrandSlug] = useState<string | undefined>();
  useEffect(() => {
    if (type !== 'policyPage') return;
    void client
      .fetch<string | null>('*[_id == "siteSettings"][0].brandSlug')
      .then((slug) => setBrandSlug(slug ?? undefined));
  }, [client, type]);
  const path = published ? documentPath(published, brandSlug) : null;
  const title = !PUBLISHER_URL
    ? 'Set SANITY_STUDIO_PUBLISHER_URL to link to the site'
    : !path
      ? 'Not on the site yet: publish it first (or the site does not show it)'
      : `${PUBLISHER_URL}${path}`;
  return {
    label: 'View on site',
    icon: LaunchIcon,
    title,
    disabled: !PUBLISHER_URL || !path,
    onHandle: () => {
      window.open(`${PUBLISHER_URL}${path}`, '_blank', 'noopener,noreferrer');
    },
  };
};
