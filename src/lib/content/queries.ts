import { defineQuery } from 'groq';
import { coursePath, LEGACY_CATEGORY_HREF_PARTS, PD_SERIES_HREF, POLICY_PATH_PREFIX } from '../site/routes.ts';

/** The site's path prefixes, given to every query that resolves links, so they stay written once in routes.ts. */
export const LINK_QUERY_PARAMS = { policyPathPrefix: POLICY_PATH_PREFIX, coursePathPrefix: coursePath('') };

/**
 * The path of the page a reference (at `ref`) points to, or null when it has none: the document
 * is missing or unpublished, or a course has no page. Needs LINK_QUERY_PARAMS.
 */
export const pageHref = (ref: string) => /* groq */ `select(
  ${ref}->_type == "policyPage" => $policyPathPrefix + *[_id == "siteSettings"][0].brandSlug + "/" + ${ref}->slug.current,
  ${ref}->_type == "category" => $coursePathPrefix + ${ref}->slug.current,
  ${ref}->_type == "course" && ${ref}->hasDetailPage == true => $coursePathPrefix + ${ref}->slug.current
)`;

/**
 * Resolves a link (the Studio's linkTargetFields: a page reference or a written address) to "href",
 * inside an object projection. A reference that resolves to no page is marked "unresolved" (GROQ
 * leaves null attributes out, so a missing href alone could not tell it from an object without a link).
 */
export const linkHrefProjection = /* groq */ `(defined(reference) || defined(href)) => {
  "href": select(defined(reference) => ${pageHref('reference')}, href),
  "unresolved": defined(reference) && !defined(${pageHref('reference')})
}`;

// Each fragment is the one place a field's projection is written; queries compose them.
const imageFragment = /* groq */ `{
  alt,
  crop,
  hotspot,
  asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height }
}`;

const fileFragment = /* groq */ `asset->{ _id, url, originalFilename }`;

const unitRefFragment = /* groq */ `{ code, title }`;

// _type with _id in every embeddable document: a build error then names the document a coordinator edits.
const categoryFragment = /* groq */ `{
  _id,
  _type,
  name,
  "slug": slug.current,
  pageTitle,
  description,
  orderRank
}`;

const courseSummaryFragment = /* groq */ `
  _id,
  _type,
  code,
  "slug": slug.current,
  title,
  "category": category->${categoryFragment},
  courseType,
  orderRank,
  summary,
  targetAudience,
  duration,
  price,
  delivery,
  "tags": coalesce(tags, []),
  "isSubsidised": coalesce(isSubsidised, false),
  logo${imageFragment},
  "flyer": flyer.${fileFragment},
  stripeLink,
  "hasDetailPage": coalesce(hasDetailPage, false)
`;

// What Standard 2.1(2)(c) asks a learner to read before enrolling ("Before you enrol").
const preEnrolmentFragment = /* groq */ `
  entryRequirements,
  assessment,
  "locations": coalesce(locations, []),
  scheduling,
  licensingOutcome,
  thirdParties,
  "fundingOptions": coalesce(fundingOptions[]{ name, price, eligibility, "region": coalesce(region, "National") }, []),
  feeIncludes,
  paymentTerms,
  additionalCharges,
  learnerProvides,
  workPlacement
`;

const courseDetailFragment = /* groq */ `
  metaDescription,
  description,
  "features": coalesce(features, []),
  "benefits": coalesce(benefits, []),
  "approach": coalesce(approach[]{ title, text }, []),
  programDetails{
    learningVolume,
    deliveryMode,
    "deliveryMethods": coalesce(deliveryMethods, []),
    structure,
    "coreUnits": coalesce(coreUnits[]${unitRefFragment}, []),
    licensingUnit${unitRefFragment},
    "electiveGroups": coalesce(electiveGroups[]{ title, "units": coalesce(units[]${unitRefFragment}, []) }, [])
  },
  ${preEnrolmentFragment}
`;

export const categoriesQuery = defineQuery(`*[_type == "category"] | order(orderRank asc) ${categoryFragment}`);

export const coursesQuery = defineQuery(`*[_type == "course"] | order(orderRank asc) {
  ${courseSummaryFragment},
  ${courseDetailFragment}
}`);

export const pdSessionsQuery = defineQuery(`*[_type == "pdSession"] | order(orderRank asc) {
  _id,
  _type,
  title,
  "slug": slug.current,
  description,
  "details": coalesce(details, []),
  price,
  status,
  formLink,
  registrationLink,
  orderRank
}`);

export const pdSessionDatesQuery = defineQuery(`*[_type == "pdSessionDate"] | order(date asc) {
  _id,
  _type,
  date
}`);

export const teamMembersQuery = defineQuery(`*[_type == "teamMember"] | order(orderRank asc) {
  _id,
  _type,
  name,
  "slug": slug.current,
  role,
  "bio": coalesce(bio, []),
  quote,
  photo${imageFragment},
  orderRank
}`);

export const testimonialsQuery = defineQuery(`*[_type == "testimonial"] | order(orderRank asc) {
  _id,
  _type,
  quote,
  author,
  company,
  rating,
  orderRank
}`);

export const clientLogosQuery = defineQuery(`*[_type == "clientLogo"] | order(orderRank asc) {
  _id,
  _type,
  name,
  url,
  logo${imageFragment},
  orderRank
}`);

export const policyPagesQuery = defineQuery(`*[_type == "policyPage"] | order(orderRank asc) {
  _id,
  _type,
  title,
  "slug": slug.current,
  metaDescription,
  intro,
  body[]{
    ...,
    _type == "block" => { markDefs[]{ ..., _type == "link" => { ${linkHrefProjection} } } },
    _type == "cardGrid" => { cards[]{ ..., ${linkHrefProjection} } },
    _type == "steps" => { items[]{ ..., "links": coalesce(links[]{ ..., ${linkHrefProjection} }, []) } }
  },
  download{ label, "file": file.${fileFragment} },
  orderRank
}`);

const seoFragment = /* groq */ `seo{ title, description }`;

export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0] {
  _id,
  _type,
  brandName,
  brandSlug,
  tagline,
  logo${imageFragment},
  contactEmail,
  accountsEmail,
  phone,
  postalAddress,
  officeAddress,
  rtoId,
  lmsUrl,
  bookingUrl,
  enrolmentFormUrl,
  corPaymentUrl,
  "socialLinks": coalesce(socialLinks[]{ platform, url }, []),
  "formLinks": coalesce(formLinks[]{ label, url }, []),
  "pdTermsHref": ${pageHref('pdTermsPage')},
  "confirmationCourseId": confirmationCourse->_id,
  footerBlurb,
  supportServices,
  usiInformation,
  withdrawalInformation,
  refundSummary,
  "refundPolicy": { "label": refundPolicyPage->title, "href": ${pageHref('refundPolicyPage')} }
}`);

export const homePageQuery = defineQuery(`*[_id == "homePage"][0] {
  _id,
  _type,
  hero{ heading, subheading, image${imageFragment} },
  "popularCourses": popularCourses[]->{ ${courseSummaryFragment} },
  popularCoursesIntro,
  allCoursesLabel,
  pdPromo{ heading, text, ctaLabel },
  whyChooseUs{ heading, "items": coalesce(items[]{ title, text, icon }, []) },
  clientsHeading,
  testimonialsHeading,
  ratingScore,
  ratingCount,
  ${seoFragment}
}`);

export const aboutPageQuery = defineQuery(`*[_id == "aboutPage"][0] {
  _id,
  _type,
  bannerHeading,
  bannerText,
  "body": coalesce(body, []),
  milestonesHeading,
  "milestones": coalesce(milestones[]{ title, text }, []),
  teamHeading,
  profileButtonLabel,
  ${seoFragment}
}`);

export const coursesPageQuery = defineQuery(`*[_id == "coursesPage"][0] {
  _id,
  _type,
  catalogueIntro,
  exploreCoursesLabel,
  pdSeriesButtonLabel,
  pdSeriesHeading,
  pdSeriesIntro,
  promo{ heading, text, ctaLabel, ${linkHrefProjection} },
  intakes{ heading, text, "items": coalesce(items[]{ title, text }, []) },
  searchDescription
}`);

export const quizQuery = defineQuery(`*[_id == "quiz"][0] {
  _id,
  _type,
  "questions": coalesce(questions[]{
    question,
    "options": coalesce(options[]{ text, category, "securesLoads": coalesce(securesLoads, false) }, [])
  }, []),
  "units": coalesce(units[]{
    benefit,
    "course": course->{ _id, _type, code, title, "slug": slug.current, "hasDetailPage": coalesce(hasDetailPage, false) }
  }, []),
  contactCard{ title, benefit },
  hero{ heading, lead },
  ${seoFragment}
}`);

/** The fixed pages whose words are a document of their own ($types): headings, button labels and search texts. */
export const fixedPagesQuery = defineQuery(`*[_type in $types] {
  _id,
  _type,
  hero{ heading, lead },
  ${seoFragment},
  replyNote,
  unit{ code, title },
  lead,
  homeButtonLabel,
  catalogueButtonLabel,
  description,
  pageTitle
}`);

/** The type of every published document of the types in $types: which of them the dataset has. */
export const presentTypesQuery = defineQuery(`*[_type in $types]._type`);

/** The navigation query's parameters: the link paths, and the addresses of the entries that follow content. */
export const NAVIGATION_QUERY_PARAMS = {
  ...LINK_QUERY_PARAMS,
  pdSeriesHref: PD_SERIES_HREF,
  categoryHrefPrefix: LEGACY_CATEGORY_HREF_PARTS.prefix,
  categoryHrefSuffix: LEGACY_CATEGORY_HREF_PARTS.suffix,
};

// A link as the navigation shows it: "external" from its address, so the header and footer mark new-tab links.
// An unresolved page reference has no href here, and the schema names the entry.
const navLinkShape = /* groq */ `{ label, href, "external": coalesce(string::startsWith(href, "https://"), false), externalIcon }`;

/** Each source of navAutoLinks (NAV_AUTO_SOURCES) as the list of links it stands for. */
const navAutoLinks = /* groq */ `select(
  source == "categories" => *[_type == "category"] | order(orderRank asc) {
    "label": name,
    "href": $categoryHrefPrefix + slug.current + $categoryHrefSuffix,
    "externalIcon": false
  },
  source == "policyPages" => *[_type == "policyPage"] | order(orderRank asc) {
    "label": title,
    "reference": { "_ref": _id }
  }{ label, "externalIcon": false, ${linkHrefProjection} },
  source == "pdSeries" => *[_id == "coursesPage"]{ "label": pdSeriesHeading, "href": $pdSeriesHref, "externalIcon": false },
  source == "formLinks" => *[_id == "siteSettings"][0].formLinks[]{ label, "href": url, "externalIcon": true }
)[]${navLinkShape}`;

/** What a level holds besides links, by depth: menus in the header, submenus in a menu; their items' field. */
const NESTED_ENTRY = [
  { type: 'navMenu', flag: 'isMenu', field: 'subLinks' },
  { type: 'navSubMenu', flag: 'isSubMenu', field: 'subSubLinks' },
];

/**
 * The entries of a list at `depth` (0: the header, 1: a menu, 2: a submenu), each as a list of links
 * flattened into one, since an automatic entry stands for many links. A menu or submenu where it
 * does not belong falls through to a link without an address, which the schema refuses, naming it.
 */
const navEntries = (items: string, depth: number): string => {
  const nested = NESTED_ENTRY[depth];
  const nestedCase = nested
    ? `_type == "${nested.type}" => [{ label, "${nested.flag}": true, "${nested.field}": ${navEntries(nested.field, depth + 1)} }],`
    : '';
  return /* groq */ `coalesce(${items}[]{ "entries": select(
    _type == "navSeparator" => [{ "type": "separator" }],
    _type == "navAutoLinks" => ${navAutoLinks},
    ${nestedCase}
    [@{ label, "externalIcon": coalesce(externalIcon, false), ${linkHrefProjection} }${navLinkShape}]
  ) }.entries[], [])`;
};

/** The header's items and LMS button and the footer's columns (navigationSchema), from the Navigation document. */
export const navigationQuery = defineQuery(`*[_id == "navigation"][0] {
  _id,
  _type,
  "items": ${navEntries('header', 0)},
  "lms": { "label": lmsLabel, "href": *[_id == "siteSettings"][0].lmsUrl, "externalIcon": true }${navLinkShape},
  "footer": coalesce(footer[]{ heading, "links": ${navEntries('links', 2)} }, [])
}`);
