import type { CourseType } from '../../content/courses.ts';
import { applyHref, SECTION_STEPS } from '../../../contracts/applications/apply-routes.ts';
import { categoryPath, CONTACT_PATH, coursePath } from '../../../contracts/routes.ts';

export const COURSE_BUTTONS = {
  enquire: 'Enquire Now',
  cardPay: 'Pay and Enrol',
  flyer: 'Program Flyer',
  pagePay: 'Pay & Enrol',
  pageFlyer: 'Download Program Flyer',
  clearFilters: 'Clear Filters',
  apply: 'Apply online',
} as const;

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

const enquire: ButtonLink = { label: COURSE_BUTTONS.enquire, href: CONTACT_PATH, external: false };

/** A unit pays through its payment link in a new tab, or goes to the contact page without one. */
const pay = (label: string, stripeLink: string | null | undefined): ButtonLink =>
  stripeLink ? { label, href: stripeLink, external: true } : { label, href: CONTACT_PATH, external: false };

/**
 * A card's buttons (spec 2.5): the action is 'Enquire Now' for a qualification and 'Pay and Enrol' for a
 * unit. The second button opens the course page, or the flyer for a course without a page.
 */
export function cardButtons(course: CardCourse): { action: ButtonLink; more: ButtonLink | null } {
  const action = course.courseType === 'qualification' ? enquire : pay(COURSE_BUTTONS.cardPay, course.stripeLink);
  if (course.hasDetailPage)
    return { action, more: { label: 'View Details', href: coursePath(course.slug), external: false } };
  return {
    action,
    more: course.flyerUrl ? { label: COURSE_BUTTONS.flyer, href: course.flyerUrl, external: true } : null,
  };
}

/** A course page's enrol button (spec 2.6): units pay, qualifications enquire. */
export const pageEnrolButton = (course: Pick<CardCourse, 'courseType' | 'stripeLink'>): ButtonLink =>
  course.courseType === 'qualification' ? enquire : pay(COURSE_BUTTONS.pagePay, course.stripeLink);

/** "Apply online" beside the enrol button, on a course a coordinator opened for applications: its first question. */
export const applyButton = (course: { code: string; applicationsOpen: boolean }): ButtonLink | null =>
  course.applicationsOpen
    ? { label: COURSE_BUTTONS.apply, href: applyHref(course.code, SECTION_STEPS.course), external: false }
    : null;

/**
 * A course page's back link (spec 2.6): the category page. The spec's unit example, /courses?filter={category},
 * redirects there too; linking straight to it saves the hop and works without JavaScript.
 */
export const backLinkHref = (course: { categorySlug: string }): string => categoryPath(course.categorySlug);
