import { slugify } from './rules/slug.ts';

/** The catalogue's filter value that keeps every course. */
export const ALL = 'all';

/** The public address when SITE_URL is not set: the seed's fictional domain. */
export const DEFAULT_SITE_URL = 'https://www.northwind-training.example';

/**
 * Every path of the site that more than one place links to or answers, and the rules that turn one
 * address into another. Pages, islands, the 404 page's script and the publisher all read them here.
 */

export const HOME_PATH = '/';
export const ABOUT_PATH = '/about';
export const QUIZ_PATH = '/quiz';
export const CONTACT_PATH = '/get-in-touch';
/** The contact page's older address, still linked with ?subject=; it forwards to Get in Touch. */
export const CONTACT_ALIAS_PATH = '/contact';
/** Query parameters the contact form fills its fields from (spaces may be written as underscores in the subject). */
export const CONTACT_SUBJECT_PARAM = 'subject';
export const CONTACT_MESSAGE_PARAM = 'message';
/** A link to Get in Touch with the subject and message filled in. */
export const contactHref = (subject: string, message: string) =>
  `${CONTACT_PATH}?${new URLSearchParams({ [CONTACT_SUBJECT_PARAM]: subject, [CONTACT_MESSAGE_PARAM]: message }).toString()}`;
export const LMS_SUPPORT_HREF = `${CONTACT_ALIAS_PATH}?${CONTACT_SUBJECT_PARAM}=LMS_Support`;
export const PD_REGISTRATION_PATH = '/pd-registration';
/** Current learners' way to the external LMS; employer accounts are a separate thing. */
export const LMS_LOGIN_PATH = '/lms-login';
export const CATALOGUE_PATH = '/courses';
/** Every funding program's rules in plain words, and the fee checker for any course. */
export const FEES_AND_FUNDING_PATH = '/fees-and-funding';
export const FEES_AND_FUNDING_TITLE = 'Fees and funding';
/** The fee checker's section on a course page. */
export const FEE_CHECKER_ID = 'what-will-i-pay';
/** Employer accounts: published by the publisher only (a static host has no accounts). */
export const ACCOUNT_PATH = '/account';
export const SIGN_IN_PATH = `${ACCOUNT_PATH}/sign-in`;
export const SIGN_UP_PATH = `${ACCOUNT_PATH}/sign-up`;
export const FORGOT_PASSWORD_PATH = `${ACCOUNT_PATH}/forgot-password`;
export const RESET_PASSWORD_PATH = `${ACCOUNT_PATH}/reset-password`;
export const RESET_TOKEN_PARAM = 'token';
/** What a reset token looks like (better-auth makes 24 letters and digits); anything else is never echoed back. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9]{16,64}$/;
/** The link in a password-reset e-mail: the reset page with the one-time token. */
export const resetPasswordHref = (token: string) =>
  `${RESET_PASSWORD_PATH}?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`;
/** Where the publisher answers the account API (sign-in, sessions, registrations). */
export const AUTH_API_PATH = '/api/auth';
export const POLICY_PATH_PREFIX = '/training-with-';

/** Routes whose main area has no vertical padding (spec 2.1); /enrol and /book-meeting have no page yet. */
export const UNPADDED_ROUTES: readonly string[] = [
  HOME_PATH,
  ABOUT_PATH,
  CATALOGUE_PATH,
  '/enrol',
  '/book-meeting',
  '/contact',
];

/** Query parameters of the catalogue: ?type= is its own; ?filter= is the spec's legacy category link. */
export const CATALOGUE_TYPE_PARAM = 'type';
/** The catalogue's "Starting within" filter (this-month, 3-months). */
export const CATALOGUE_STARTING_PARAM = 'starting';
const LEGACY_FILTER_PARAM = 'filter';

/** In-page anchors of the catalogue. The how-to-enrol guide links to #all-accredited-courses (spec 2.13). */
export const ALL_COURSES_ANCHOR = 'all-courses';
export const ALL_ACCREDITED_COURSES_ANCHOR = 'all-accredited-courses';
export const PD_SERIES_ID = 'pd-series';
export const PD_SERIES_HREF = `${CATALOGUE_PATH}#${PD_SERIES_ID}`;

/** The route of a page path as the router sees it: no `.html`, no trailing slash, "/" for the home page. */
export function routeOf(pathname: string): string {
  const trimmed = pathname.replace(/\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' || trimmed === '/index' ? HOME_PATH : trimmed;
}

/** The segment of a course page under /courses/: its slug (the code) in lower case. */
export const courseSegment = (slug: string) => slug.toLowerCase();

export const coursePath = (slug: string) => `${CATALOGUE_PATH}/${courseSegment(slug)}`;

/** The "Before you enrol" section of a course page, linked from its header band and from its catalogue card. */
export const BEFORE_YOU_ENROL_ID = 'before-you-enrol';
export const beforeYouEnrolHref = (slug: string) => `${coursePath(slug)}#${BEFORE_YOU_ENROL_ID}`;

/** The payment confirmation page of the course chosen in Site settings (spec 2.8: /confirm/sitxfsa005). */
export const confirmationPath = (slug: string) => `/confirm/${courseSegment(slug)}`;

/** An address the site does not have, where the Page Not Found page can be seen (it has no address of its own). */
export const NOT_FOUND_EXAMPLE_PATH = '/page-not-found';

/** A category page: /courses/{slug form of the category} (spec 2.5). */
export const categoryPath = (category: string) => `${CATALOGUE_PATH}/${encodeURIComponent(slugify(category))}`;

export const policyPath = (brandSlug: string, slug: string) => `${POLICY_PATH_PREFIX}${brandSlug}/${slug}`;

/** The catalogue URL of a filter state: /courses or /courses/{category}, with ?type= and ?starting= unless 'all'. */
export function catalogueUrl(category: string, type: string, starting: string = ALL): string {
  const path = category === ALL ? CATALOGUE_PATH : categoryPath(category);
  const query = new URLSearchParams(
    [
      [CATALOGUE_TYPE_PARAM, type],
      [CATALOGUE_STARTING_PARAM, starting],
    ].filter(([, value]) => value !== ALL),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** The text around the slug in the spec's category link, for the navigation query that builds it from categories. */
export const LEGACY_CATEGORY_HREF_PARTS = {
  prefix: `${CATALOGUE_PATH}?${LEGACY_FILTER_PARAM}=`,
  suffix: `#${ALL_COURSES_ANCHOR}`,
} as const;

/**
 * Where the legacy form /courses?filter={slug}&type={type} goes (spec 2.5), or null to stay: a filter
 * other than 'all' goes to its category page, keeping ?type= unless it is 'all' and the hash for
 * in-page anchors such as #all-courses. Given the known category slugs, an unknown one goes to /courses
 * (spec 8); without them (the publisher) the category page itself answers an unknown slug.
 */
export function legacyCatalogueRedirect(
  location: Pick<URL, 'pathname' | 'search' | 'hash'>,
  knownSlugs?: readonly string[],
): string | null {
  if (routeOf(location.pathname) !== CATALOGUE_PATH) return null;
  const params = new URLSearchParams(location.search);
  const filter = params.get(LEGACY_FILTER_PARAM)?.trim();
  if (!filter || filter.toLowerCase() === ALL) return null;
  const slug = slugify(filter);
  if (knownSlugs && !knownSlugs.includes(slug)) return CATALOGUE_PATH;
  return `${catalogueUrl(slug, params.get(CATALOGUE_TYPE_PARAM)?.trim() || ALL)}${location.hash}`;
}

/**
 * A single unknown segment under /courses/ (an unknown category): a static host serves it the 404 page,
 * whose inline script sends the visitor to the catalogue (spec 2.5, 8). Deeper unknown paths are "any
 * other path" and keep the 404 screen. A RegExp source, so that script can test it.
 */
export const UNKNOWN_CATALOGUE_PAGE = `^${CATALOGUE_PATH}/[^/]+/?$`;

/** A segment that may differ from a page's only in its capitals: letters, digits and hyphens (a code, a slug). */
const CAPITALISED_SEGMENT = new RegExp(`^${CATALOGUE_PATH}/[A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*/?$`);

/**
 * Where a path no file answers goes, on the publisher and from a static host's 404 page: null for any but a single
 * segment under /courses/ (the 404 screen). Every course and category page's segment is in lower case, so one
 * written with capitals (a code as a brochure prints it: /courses/TLI30321) goes to its lower-case form first, which
 * an unknown one then leaves for the catalogue (spec 2.5, 8).
 */
export function unknownCataloguePageTarget(pathname: string): string | null {
  if (!new RegExp(UNKNOWN_CATALOGUE_PAGE).test(pathname)) return null;
  return CAPITALISED_SEGMENT.test(pathname) ? pathname.toLowerCase().replace(/\/$/, '') : CATALOGUE_PATH;
}

const BASE = 'https://site.invalid';

/**
 * The page an internal link shows: its route, with the legacy catalogue filter read as the category
 * page it redirects to. Null for external links and in-page anchors, which never mark a page as current.
 */
export function pageOfHref(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = new URL(href, BASE);
  const legacy = legacyCatalogueRedirect(url);
  if (legacy) return routeOf(new URL(legacy, BASE).pathname);
  if (url.hash && url.search === '') return null;
  return routeOf(url.pathname);
}

export const isCurrentHref = (href: string, route: string) => pageOfHref(href) === route;

/** Calendar feeds to subscribe to. */
export const PD_SESSIONS_FEED_PATH = '/calendar/pd-sessions.ics';
export const INTAKES_FEED_PATH = '/calendar/intakes.ics';

/** The learner's shortlist of courses (kept in their browser) and the side-by-side comparison it links to. */
export const SHORTLIST_PATH = '/shortlist';
export const COMPARE_PATH = '/compare';
/** ?courses=tli30321,tli40324: the courses compared, by code; the compare page's address is its share link. */
export const COMPARE_COURSES_PARAM = 'courses';
/** Every course's compare rows, written at build time; only /compare and /shortlist fetch it. */
export const COMPARE_DATA_PATH = '/compare-data.json';
export const compareHref = (codes: readonly string[]) =>
  `${COMPARE_PATH}?${COMPARE_COURSES_PARAM}=${codes.map((code) => code.toLowerCase()).join(',')}`;
