import { CURRENCY } from '../analytics/purchase.ts';
import { coursePath } from '../../../contracts/routes.ts';
import { priceAmount } from '../../../contracts/rules/price.ts';

interface Provider {
  brandName: string;
  site: URL | string;
}

interface JsonLdCourse {
  code: string;
  slug: string;
  title: string;
  price: string;
  hasDetailPage: boolean;
}

/**
 * schema.org Course for a course page (spec 2.6): name, description, code, provider and an AUD offer, with its
 * upcoming intakes as CourseInstances (courseInstancesJsonLd) when it has any.
 */
export function courseJsonLd(
  course: JsonLdCourse & { metaDescription: string },
  provider: Provider,
  instances: readonly object[] = [],
) {
  const url = new URL(coursePath(course.slug), provider.site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.metaDescription,
    courseCode: course.code,
    url,
    provider: { '@type': 'Organization', name: provider.brandName, sameAs: new URL('/', provider.site).href },
    offers: { '@type': 'Offer', category: 'Paid', price: priceAmount(course.price), priceCurrency: CURRENCY, url },
    ...(instances.length > 0 ? { hasCourseInstance: instances } : {}),
  };
}

/** schema.org ItemList of the catalogue; courses without a page point at their card in the list. */
export function courseListJsonLd(courses: JsonLdCourse[], listUrl: URL | string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: course.title,
      url: new URL(course.hasDetailPage ? coursePath(course.slug) : `#course-${course.slug}`, listUrl).href,
    })),
  };
}
