import type { CourseCard } from '../content/schemas.ts';
import { badgeVariant, type BadgeVariant } from './badges.ts';
import type { FilterableCourse } from './filter.ts';
import { cardButtons, type ButtonLink } from './buttons.ts';
import { coursePath } from '../site/routes.ts';
import { firstSentence } from './text.ts';

export interface CardImage {
  src: string;
  srcset?: string;
  width: number;
  height: number;
  alt: string;
}

/** What a course card shows, in plain data so the server can hand it to the filter island. */
export interface CourseCardModel extends FilterableCourse {
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
  logo: CardImage | null;
  /** The course page, when the course has one. */
  detailHref: string | null;
  action: ButtonLink;
  more: ButtonLink | null;
}

export function toCardModel(course: CourseCard, logo: CardImage | null): CourseCardModel {
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
    badges: course.tags.map((tag) => ({ tag, variant: badgeVariant(tag) })),
    logo,
    detailHref: course.hasDetailPage ? coursePath(course.slug) : null,
    action,
    more,
  };
}
