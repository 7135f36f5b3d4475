import { CURRENCY } from '../analytics/purchase.ts';
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
  courseMode: 'Online' | 'Blended' | 'Onsite';
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

// The words coordinators write in "Delivery" ("Blended or Online", "Workplace-based"), as Google's course modes.
const MODES: [RegExp, CourseInstance['courseMode']][] = [
  [/online/i, 'Online'],
  [/blended/i, 'Blended'],
  [/workplace|face[- ]to[- ]face|classroom|on-?site/i, 'Onsite'],
];

/** Locations written as "Online, …" are where online study happens: not a place to travel to. */
const isOnlineLocation = (location: string) => /^online\b/i.test(location);

/**
 * One instance per delivery mode of the course's "Delivery" line, each with the hours of study and, where
 * not online, the places it happens. Intakes add instances with a start date to this list.
 */
export function deliveryInstances(course: {
  delivery: string;
  duration: string;
  locations: string[];
}): CourseInstance[] {
  const hours = durationHours(course.duration);
  const places = course.locations.filter((location) => !isOnlineLocation(location)).join('; ');
  const modes = course.delivery
    .split(/\s+or\s+|,|\/|&/i)
    .map((part) => MODES.find(([pattern]) => pattern.test(part))?.[1])
    .filter((mode): mode is CourseInstance['courseMode'] => mode !== undefined);
  return [...new Set(modes)].map((courseMode) => ({
    courseMode,
    ...(hours === null ? {} : { courseWorkload: `PT${hours}H` }),
    ...(courseMode !== 'Online' && places ? { location: places } : {}),
  }));
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
