import { responsiveImage, type ResponsiveImage } from '../../content/image-url.ts';
import type { CourseSummary } from '../../content/courses.ts';
import { beforeYouEnrolHref, coursePath } from '../../../contracts/routes.ts';
import { courseBadges, type BadgeVariant } from './badges.ts';
import { cardButtons, type ButtonLink } from './buttons.ts';
import type { CatalogueEntry, FilterableCourse } from './filter.ts';
import { firstSentence } from './text.ts';

/**
 * What a course card shows: the course's own fields (so a field added to the course query reaches the card
 * unchanged) and what the card derives from them, in plain data the server renders.
 */
export type CourseCardData = Omit<CourseSummary, 'category' | 'logo'> &
  Omit<FilterableCourse, 'starting'> & {
    id: string;
    categoryName: string;
    categorySlug: string;
    /** The first sentence of the summary (spec 9). */
    excerpt: string;
    badges: { tag: string; variant: BadgeVariant }[];
    /** Decorative on the card: the title beside it names the course. */
    logo: ResponsiveImage | null;
    /** The course page, when the course has one. */
    detailHref: string | null;
    /** The "Before you enrol" section of the course page, when the course has one. */
    beforeYouEnrolHref: string | null;
    action: ButtonLink;
    more: ButtonLink | null;
  };

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
    ...course,
    id: course._id,
    excerpt: firstSentence(course.summary),
    category: course.category.slug,
    categoryName: course.category.name,
    categorySlug: course.category.slug,
    badges: courseBadges(course.tags, course.isSubsidised),
    logo: course.logo ? responsiveImage(course.logo, LOGO_PX) : null,
    detailHref: course.hasDetailPage ? coursePath(course.slug) : null,
    beforeYouEnrolHref: course.hasDetailPage ? beforeYouEnrolHref(course.slug) : null,
    action,
    more,
  };
}

/**
 * What the catalogue island filters by: the searched fields, the "Starting within" windows the course can start
 * in, and the id of the card it shows or hides.
 */
export const catalogueEntry = (
  { id, title, summary, targetAudience, category, courseType }: CourseCardData,
  starting: readonly string[],
): CatalogueEntry => ({ id, title, summary, targetAudience, category, courseType, starting });
