import {
  ALL,
  CATALOGUE_FILTER_PARAM,
  CATALOGUE_PATH,
  CATALOGUE_TYPE_PARAM,
  COURSE_BUTTONS,
  COURSE_TYPE_FILTERS,
  CONTACT_PATH,
  type CourseTypeFilter,
} from '../constants.ts';
import type { CourseType } from '../content/schemas.ts';
import { slugify } from './slug.ts';

export const coursePath = (slug: string) => `${CATALOGUE_PATH}/${slug.toLowerCase()}`;
export const categoryPath = (categorySlug: string) => `${CATALOGUE_PATH}/${slugify(categorySlug)}`;

export interface ButtonLink {
  label: string;
  href: string;
  /** Opens in a new tab without opener or referrer. */
  external: boolean;
}

interface CardCourse {
  courseType: CourseType;
  slug: string;
  hasDetailPage: boolean;
  stripeLink?: string | null;
  flyerUrl?: string | null;
}

/**
 * A card's buttons (spec 2.5): the action is 'Enquire Now' for a qualification and 'Pay and Enrol' for a
 * unit (its payment link in a new tab, or the contact page without one). The second button opens the
 * course page, or the flyer for a course without a page.
 */
export function cardButtons(course: CardCourse): { action: ButtonLink; more: ButtonLink | null } {
  const action: ButtonLink =
    course.courseType === 'qualification'
      ? { label: COURSE_BUTTONS.enquire, href: CONTACT_PATH, external: false }
      : course.stripeLink
        ? { label: COURSE_BUTTONS.cardPay, href: course.stripeLink, external: true }
        : { label: COURSE_BUTTONS.cardPay, href: CONTACT_PATH, external: false };
  if (course.hasDetailPage)
    return { action, more: { label: 'View Details', href: coursePath(course.slug), external: false } };
  return {
    action,
    more: course.flyerUrl ? { label: COURSE_BUTTONS.flyer, href: course.flyerUrl, external: true } : null,
  };
}

/** A course page's enrol button (spec 2.6): units pay in a new tab (contact page without a link); qualifications enquire. */
export function pageEnrolButton(course: Omit<CardCourse, 'slug' | 'hasDetailPage' | 'flyerUrl'>): ButtonLink {
  if (course.courseType === 'qualification')
    return { label: COURSE_BUTTONS.enquire, href: CONTACT_PATH, external: false };
  return course.stripeLink
    ? { label: COURSE_BUTTONS.pagePay, href: course.stripeLink, external: true }
    : { label: COURSE_BUTTONS.pagePay, href: CONTACT_PATH, external: false };
}

/**
 * A course page's back link (spec 2.6): the category page. The spec's unit example, /courses?filter={category},
 * redirects there too; linking straight to it saves the hop and works without JavaScript.
 */
export const backLink = (course: { categorySlug: string }): string => categoryPath(course.categorySlug);

/** A type filter value, or 'all' for anything it does not know. */
export const toTypeFilter = (value: string | null | undefined): CourseTypeFilter =>
  COURSE_TYPE_FILTERS.find((option) => option.value === value?.trim())?.value ?? ALL;

/** The type filter named by ?type=; anything it does not know reads as 'all'. */
export const typeFromSearch = (search: string): CourseTypeFilter =>
  toTypeFilter(new URLSearchParams(search).get(CATALOGUE_TYPE_PARAM));

/** The catalogue URL of a filter state: /courses or /courses/{category}, with ?type= unless it is 'all'. */
export function catalogueUrl(category: string, type: string): string {
  const path = category === ALL ? CATALOGUE_PATH : categoryPath(category);
  return type === ALL ? path : `${path}?${CATALOGUE_TYPE_PARAM}=${encodeURIComponent(type)}`;
}

/**
 * Where the legacy form /courses?filter={slug}&type={type} redirects (spec 2.5), or null to stay:
 * a filter other than 'all' goes to its category page, keeping ?type= unless it is 'all'. An unknown
 * slug goes to /courses (spec 8), and the hash is kept for in-page anchors such as #all-courses.
 */
export function legacyRedirect(search: string, hash: string, knownSlugs: readonly string[]): string | null {
  const params = new URLSearchParams(search);
  const filter = params.get(CATALOGUE_FILTER_PARAM)?.trim();
  if (!filter || filter.toLowerCase() === ALL) return null;
  const slug = slugify(filter);
  if (!knownSlugs.includes(slug)) return CATALOGUE_PATH;
  const type = params.get(CATALOGUE_TYPE_PARAM)?.trim();
  return `${catalogueUrl(slug, type && type !== ALL ? type : ALL)}${hash}`;
}
