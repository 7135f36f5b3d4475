import { pageLocations } from '../preview/locations.ts';

export interface PagedDocument {
  _type: string;
  title?: string | null;
  slug?: { current?: string } | null;
  hasDetailPage?: boolean | null;
}

/**
 * The page of the site that shows a document, for the Studio's "View on site": its own page where it
 * has one, otherwise the first page that lists it (a testimonial: the home page). Null when the site
 * does not show it, or cannot yet (a category or policy without a slug).
 */
export function documentPath(doc: PagedDocument, brandSlug: string | undefined): string | null {
  const [first] = pageLocations({
    doc: {
      _type: doc._type,
      title: doc.title ?? doc._type,
      slug: doc.slug?.current ?? null,
      hasDetailPage: doc.hasDetailPage,
    },
    brandSlug: brandSlug ?? null,
  });
  return first?.href ?? null;
}
