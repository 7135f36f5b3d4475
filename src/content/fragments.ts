import { coursePath, POLICY_PATH_PREFIX } from '../../contracts/routes.ts';
import { pagePath } from '../../contracts/pages/page-path.ts';

/** The site's path prefixes, given to every query that resolves links, so they stay written once in routes.ts. */
export const LINK_QUERY_PARAMS = {
  policyPathPrefix: POLICY_PATH_PREFIX,
  coursePathPrefix: coursePath(''),
  pagePathPrefix: pagePath(''),
};

// Each fragment is the one place a field's projection is written; the collections' queries compose them.
// `as const` keeps each a literal type, so a query's text is the key of its generated result type.

/**
 * True for the course in scope while the site still publishes it on the build's day ($today, which every collection
 * query gets): current, or superseded or withdrawn with its last day new learners may enrol not yet past
 * (contracts/courses/status.ts).
 */
export const OFFERED_COURSE =
  /* groq */ `!(status.kind in ["superseded", "withdrawn"] && coalesce(status.lastDay, "9999-12-31") < $today)` as const;

/**
 * The path of the page a reference (at `ref`) points to, or null when it has none: the document
 * is missing or unpublished, or a course has no page or is no longer published. Needs LINK_QUERY_PARAMS.
 */
export const pageHref = <Ref extends string>(ref: Ref) =>
  /* groq */ `select(
  ${ref}->_type == "policyPage" => $policyPathPrefix + *[_id == "siteSettings"][0].brandSlug + "/" + ${ref}->slug.current,
  ${ref}->_type == "page" => $pagePathPrefix + ${ref}->slug.current,
  ${ref}->_type == "category" => $coursePathPrefix + ${ref}->slug.current,
  ${ref}->_type == "course" && ${ref}->hasDetailPage == true && ${ref}->{ "offered": ${OFFERED_COURSE} }.offered => $coursePathPrefix + ${ref}->slug.current
)` as const;

/**
 * Resolves a link (the Studio's linkTargetFields: a page reference or a written address) to "href",
 * inside an object projection. A reference that resolves to no page is marked "unresolved" (GROQ
 * leaves null attributes out, so a missing href alone could not tell it from an object without a link).
 */
export const linkHrefProjection = /* groq */ `(defined(reference) || defined(href)) => {
  "href": select(defined(reference) => ${pageHref('reference')}, href),
  "unresolved": defined(reference) && !defined(${pageHref('reference')})
}` as const;

/** A policy body's Portable Text (a policy page's, a page's text section) with every link resolved. */
export const policyBodyProjection = /* groq */ `{
    ...,
    _type == "block" => { markDefs[]{ ..., _type == "link" => { ${linkHrefProjection} } } },
    _type == "cardGrid" => { cards[]{ ..., ${linkHrefProjection} } },
    _type == "steps" => { items[]{ ..., "links": coalesce(links[]{ ..., ${linkHrefProjection} }, []) } }
  }` as const;

export const imageFragment = /* groq */ `{
  alt,
  crop,
  hotspot,
  asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height }
}`;

export const fileFragment = /* groq */ `asset->{ _id, url, originalFilename }`;

export const unitRefFragment = /* groq */ `{ code, title }`;

export const seoFragment = /* groq */ `seo{ title, description }`;
