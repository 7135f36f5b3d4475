/**
 * Which pages show a document: the Studio's Presentation tool lists them as "Used on these pages" and
 * opens them in its preview. The site's own path rules build every href (the integration tests check
 * every href against a real build).
 */
import {
  ABOUT_PATH,
  CATALOGUE_PATH,
  categoryPath,
  confirmationPath,
  CONTACT_PATH,
  coursePath,
  FEES_AND_FUNDING_PATH,
  FEES_AND_FUNDING_TITLE,
  HOME_PATH,
  LMS_LOGIN_PATH,
  NOT_FOUND_EXAMPLE_PATH,
  PD_REGISTRATION_PATH,
  PD_SERIES_HREF,
  policyPath,
  QUIZ_PATH,
} from '../../contracts/routes.ts';
import { pagePath } from '../../contracts/pages/page-path.ts';
import { applyHref, SECTION_STEPS } from '../../contracts/applications/apply-routes.ts';

/** What the locations of a document are worked out from, for the document with id $id. */
export const LOCATIONS_QUERY = `{
  "doc": *[_id == $id][0]{
    _type,
    "title": coalesce(title, name, code, _type),
    "slug": slug.current,
    hasDetailPage,
    "category": category->{name, "slug": slug.current},
    "course": course->{title, "slug": slug.current, hasDetailPage},
    // The first course open for applications that asks this review (of its category, or every course's). As the
    // build's list of courses taking applications (src/pages/apply-courses.json.ts): only a course with its own page.
    "applyingCode": *[_type == "course" && applicationsOpen == true && hasDetailPage == true
      && (!defined(^.category) || category._ref == ^.category._ref)] | order(code asc)[0].code
  },
  "brandSlug": *[_id == "siteSettings"][0].brandSlug,
  "confirmationSlug": *[_id == "siteSettings"][0].confirmationCourse->slug.current
}`;

export interface LocationsQueryResult {
  doc: {
    _type: string;
    title: string;
    slug?: string | null;
    hasDetailPage?: boolean | null;
    category?: { name: string; slug: string | null } | null;
    /** The course an intake, intake pattern or rolling enrolment is for. */
    course?: { title: string; slug: string | null; hasDetailPage?: boolean | null } | null;
    /** A course open for applications whose application shows the document (a review, the privacy notice). */
    applyingCode?: string | null;
  } | null;
  brandSlug: string | null;
  confirmationSlug?: string | null;
}

export interface PageLocation {
  title: string;
  href: string;
}

const CATALOGUE: PageLocation = { title: 'All courses', href: CATALOGUE_PATH };
const HOME: PageLocation = { title: 'Home page', href: HOME_PATH };
const PD_SECTION: PageLocation = { title: 'PD Series on the courses page', href: PD_SERIES_HREF };
const PD_REGISTRATION: PageLocation = { title: 'PD group registration', href: PD_REGISTRATION_PATH };

/** The pages of the site that show a document, most specific first; none for types the site does not show. */
export function pageLocations({ doc, brandSlug, confirmationSlug }: LocationsQueryResult): PageLocation[] {
  if (!doc) return [];
  const categoryPage = (category: { name: string; slug: string | null }) =>
    category.slug ? [{ title: `${category.name} courses`, href: categoryPath(category.slug) }] : [];
  switch (doc._type) {
    case 'course':
      return [
        ...(doc.hasDetailPage && doc.slug ? [{ title: doc.title, href: coursePath(doc.slug) }] : []),
        ...(doc.category ? categoryPage(doc.category) : []),
        CATALOGUE,
      ];
    case 'category':
      return [...categoryPage({ name: doc.title, slug: doc.slug ?? null }), CATALOGUE];
    case 'policyPage':
      return doc.slug && brandSlug ? [{ title: doc.title, href: policyPath(brandSlug, doc.slug) }] : [];
    case 'page':
      return doc.slug ? [{ title: doc.title, href: pagePath(doc.slug) }] : [];
    case 'pdSession':
      return [PD_SECTION, PD_REGISTRATION];
    case 'intake':
    case 'intakePattern':
    case 'rollingEnrolment':
      return [
        ...(doc.course?.hasDetailPage && doc.course.slug
          ? [{ title: doc.course.title, href: coursePath(doc.course.slug) }]
          : []),
        ...(doc.category ? categoryPage(doc.category) : []),
        CATALOGUE,
      ];
    case 'pdSessionDate':
      return [PD_REGISTRATION, PD_SECTION, HOME];
    case 'pdRegistrationPage':
      return [PD_REGISTRATION];
    case 'quiz':
      return [{ title: 'Course finder quiz', href: QUIZ_PATH }];
    case 'getInTouchPage':
      return [{ title: 'Get in touch', href: CONTACT_PATH }];
    case 'lmsLoginPage':
      return [{ title: 'LMS login', href: LMS_LOGIN_PATH }];
    case 'notFoundPage':
      return [{ title: 'Page Not Found (any unknown address)', href: NOT_FOUND_EXAMPLE_PATH }];
    case 'confirmationPage':
      return confirmationSlug ? [{ title: 'Payment confirmation', href: confirmationPath(confirmationSlug) }] : [];
    case 'homePage':
    case 'testimonial':
    case 'clientLogo':
      return [HOME];
    case 'aboutPage':
    case 'teamMember':
      return [{ title: 'About us', href: ABOUT_PATH }];
    case 'coursesPage':
      return [CATALOGUE];
    case 'fundingProgram':
    case 'fundingQuestion':
      return [{ title: FEES_AND_FUNDING_TITLE, href: FEES_AND_FUNDING_PATH }];
    case 'preTrainingReview':
      return doc.applyingCode
        ? [
            {
              title: `Applying for ${doc.applyingCode}: the review`,
              href: applyHref(doc.applyingCode, SECTION_STEPS.review),
            },
          ]
        : [];
    case 'privacyNotice':
      return doc.applyingCode
        ? [
            {
              title: `Applying for ${doc.applyingCode}: privacy and declaration`,
              href: applyHref(doc.applyingCode, SECTION_STEPS.declaration),
            },
          ]
        : [];
    case 'siteSettings':
    case 'navigation':
      return [{ title: 'Every page (header and footer)', href: HOME_PATH }];
    default:
      return [];
  }
}
