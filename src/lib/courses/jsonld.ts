import { CURRENCY } from '../analytics/purchase.ts';
import { deliveryModesOf, type CourseMode, type StoredDeliveryMode } from '../../../contracts/delivery-modes.ts';
import { coursePath } from '../../../contracts/routes.ts';
import { nationalRegisterUrl } from '../../../contracts/rules/course-code.ts';
import { durationHours } from '../../../contracts/rules/course-fields.ts';
import { REGION_NAMES } from '../../../contracts/rules/pre-enrolment.ts';
import { priceAmount } from '../../../contracts/rules/price.ts';
import type { CourseFundingOption } from '../../../contracts/funding/model.ts';
import { feeOptions, type FeeOption } from './funding.ts';

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

/** One offering of a course (schema.org CourseInstance): a delivery mode now; an intake adds its start date. */
export interface CourseInstance {
  courseMode: CourseMode;
  /** Total hours of study as an ISO 8601 duration, e.g. PT24H (the build requires the hours in the duration). */
  courseWorkload?: string;
  /** Where it happens, when not only online. */
  location?: string;
  /** An intake's first day, YYYY-MM-DD. */
  startDate?: string;
}

export interface JsonLdCoursePage extends JsonLdCourse {
  metaDescription: string;
  courseType: 'unit' | 'qualification';
  entryRequirements: string;
  price: string;
  fundingOptions: CourseFundingOption[];
}

/** Locations written as "Online, …" are where online study happens: not a place to travel to. */
const isOnlineLocation = (location: string) => /^online\b/i.test(location);

/**
 * One instance per delivery mode of the course, each with the hours of study and, where not online, where it
 * happens: face-to-face at its own place, the other modes at the course's delivery locations. Intakes add
 * instances with a start date to this list.
 */
export function deliveryInstances(course: {
  deliveryModes: readonly StoredDeliveryMode[];
  duration: string;
  locations: string[];
}): CourseInstance[] {
  const hours = durationHours(course.duration);
  const places = course.locations.filter((location) => !isOnlineLocation(location)).join('; ');
  const instances = deliveryModesOf(course.deliveryModes).map(({ courseMode, location }): CourseInstance => {
    const where = courseMode === 'Online' ? null : location || places;
    return {
      courseMode,
      ...(hours === null ? {} : { courseWorkload: `PT${hours}H` }),
      ...(where ? { location: where } : {}),
    };
  });
  // Workplace-based and face-to-face are both Onsite to Google: at one place they are one instance.
  return instances.filter(
    (instance, index) =>
      instances.findIndex(
        (other) => other.courseMode === instance.courseMode && other.location === instance.location,
      ) === index,
  );
}

const offer = (option: FeeOption, url: string) => {
  const price = priceAmount(option.price);
  return {
    '@type': 'Offer',
    name: option.name,
    category: price === 0 ? 'Free' : 'Paid',
    price,
    priceCurrency: CURRENCY,
    url,
    description: option.eligibility,
    eligibleRegion:
      option.region === 'National'
        ? { '@type': 'Country', name: 'Australia' }
        : {
            '@type': 'State',
            name: REGION_NAMES[option.region] ?? option.region,
            containedInPlace: { '@type': 'Country', name: 'Australia' },
          },
  };
};

/**
 * schema.org Course for a course page (spec 2.6), with what Google's Course info rich result asks for:
 * one CourseInstance per offering (`instances`: the delivery modes, and intakes when they exist) and one
 * Offer per price: the full fee and each funding option.
 */
export function courseJsonLd(course: JsonLdCoursePage, provider: Provider, instances: CourseInstance[]) {
  const url = new URL(coursePath(course.slug), provider.site).href;
  const subsidies = course.fundingOptions.map((option) => option.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.metaDescription,
    courseCode: course.code,
    url,
    inLanguage: 'en-AU',
    availableLanguage: 'en',
    coursePrerequisites: course.entryRequirements,
    provider: { '@type': 'Organization', name: provider.brandName, sameAs: new URL('/', provider.site).href },
    offers: feeOptions(course).map((option) => offer(option, url)),
    hasCourseInstance: instances.map((instance) => ({ '@type': 'CourseInstance', ...instance })),
    ...(subsidies.length > 0 ? { financialAidEligible: subsidies } : {}),
    ...(course.courseType === 'qualification'
      ? {
          educationalCredentialAwarded: {
            '@type': 'EducationalOccupationalCredential',
            name: `${course.code} ${course.title}`,
            credentialCategory: 'Nationally recognised qualification',
            url: nationalRegisterUrl(course.code),
          },
        }
      : {}),
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
