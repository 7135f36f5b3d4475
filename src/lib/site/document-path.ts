import { ABOUT_PATH, CATALOGUE_PATH, coursePath, HOME_PATH, policyPath, QUIZ_PATH } from './routes.ts';

/** The fixed pages whose words live in a singleton document, by document type. */
const SINGLETON_PATHS: Record<string, string> = {
  homePage: HOME_PATH,
  aboutPage: ABOUT_PATH,
  coursesPage: CATALOGUE_PATH,
  quiz: QUIZ_PATH,
};

export interface PagedDocument {
  _type: string;
  slug?: { current?: string } | null;
  hasDetailPage?: boolean | null;
}

/**
 * The page of the site a document is shown on, for the Studio's "View on site": null when it has
 * none of its own (a testimonial, a course without a page, a document without a slug yet).
 */
export function documentPath(doc: PagedDocument, brandSlug: string | undefined): string | null {
  const fixed = SINGLETON_PATHS[doc._type];
  if (fixed) return fixed;
  const slug = doc.slug?.current;
  if (!slug) return null;
  if (doc._type === 'category') return `${CATALOGUE_PATH}/${slug}`;
  if (doc._type === 'course') return doc.hasDetailPage === false ? null : coursePath(slug);
  if (doc._type === 'policyPage') return brandSlug ? policyPath(brandSlug, slug) : null;
  return null;
}
