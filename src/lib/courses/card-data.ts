import { responsiveImage, type ResponsiveImage } from '../content/image-url.ts';
import type { CourseSummary } from '../content/schemas.ts';
import { beforeYouEnrolHref, coursePath } from '../site/routes.ts';
import { courseBadges, type BadgeVariant } from './badges.ts';
import { cardButtons, type ButtonLink } from './buttons.ts';
import type { CatalogueEntry, FilterableCourse } from './filter.ts';
import { firstSentence } from './text.ts';

/** What a course card shows, in plain data so the server can hand it to the filter island. */
export interface CourseCardData extends FilterableCourse {
  id: string;
  code: string;
  slug: string;
  categoryName: string;
  categorySlug: string;
  /** The first sentence of the summary (spec 9). */
  excerpt: string;
  duration: string;
  delivery: string;
  price: string;
  badges: { tag: string; variant: BadgeVariant }[];
  /** Decorative on the card: the title beside it names the course. */
  logo: ResponsiveImage | null;
  /** The course page, when the course has one. */
  detailHref: string | null;
  /** The "Before you enrol" section of the course page, when the course has one. */
  beforeYouEnrolHref: string | null;
  action: ButtonLink;
  more: ButtonLink | null;
}

/** Rendered size of a card's course logo in CSS pixels. */
const LOGO_PX = 56;

export function courseCardData(course: CourseSummary): CourseCardData {
  const { action, more } = cardButtons({
    courseType: course.courseType,
    slug: course.slug,
    hasDetailPage: course.hasDetailPage,
    stripeLink: course.stripeLink,
    flyerUrl: course.flyer?.url,
  });
  return {
    id: course._id,
    code: course.code,
    slug: course.slug,
    title: course.title,
    summary: course.summary,
    excerpt: firstSentence(course.summary),
    targetAudience: course.targetAudience,
    category: course.category.slug,
    categoryName: course.category.name,
    categorySlug: course.category.slug,
    courseType: course.courseType,
    duration: course.duration,
    delivery: course.delivery,
    price: course.price,
    badges: courseBadges(course.tags, course.isSubsidised),
    logo: course.logo ? responsiveImage(course.logo, LOGO_PX) : null,
    detailHref: course.hasDetailPage ? coursePath(course.slug) : null,
    beforeYouEnrolHref: course.hasDetailPage ? beforeYouEnrolHref(course.slug) : null,
    action,
    more,
  };
}

/** What the catalogue island filters by: the searched fields and the id of the card it shows or hides. */
export const catalogueEntry = ({
  id,
  title,
  summary,
  targetAudience,
  category,
  courseType,
}: CourseCardData): CatalogueEntry => ({ id, title, summary, targetAudience, category, courseType });
