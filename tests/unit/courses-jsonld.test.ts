import { describe, expect, it } from 'vitest';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';
import { hasCoursePage } from '../../src/content/courses.ts';
import { withEligibility } from '../../src/content/funding.ts';
import { courseJsonLd, courseListJsonLd, deliveryInstances } from '../../src/lib/courses/jsonld.ts';
import { checkedSchedules, scheduleCourseOf } from '../../src/lib/intakes/checked-schedules.ts';
import { courseInstances } from '../../src/lib/intakes/jsonld.ts';

const SITE = 'https://www.northwind-training.example';
const PROVIDER = { brandName: 'Northwind Training', site: SITE };
const cert = {
  code: 'TLI30321',
  slug: 'tli30321',
  title: 'Certificate III in Supply Chain Operations',
  price: '$6,540',
  hasDetailPage: true,
  courseType: 'qualification' as const,
  metaDescription: 'A qualification.',
  entryRequirements: 'None.',
  fundingOptions: [
    {
      program: 'fundingProgram-qld-c3g',
      name: 'Certificate 3 Guarantee',
      price: '$1,250',
      eligibility: 'QLD residents',
      region: 'QLD',
    },
  ],
};

type Json = Record<string, unknown>;
const get = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], value);
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Google Search Central, "Course info (Course, CourseInstance) structured data": the required properties, and
 * the recommended ones this site has content for. Paths are read on the Course, on each Offer and on each
 * CourseInstance.
 */
const GOOGLE = {
  course: {
    required: ['name', 'description', 'provider.name', 'offers', 'hasCourseInstance'],
    recommended: ['coursePrerequisites', 'inLanguage', 'availableLanguage', 'provider.sameAs'],
  },
  offer: { required: ['category'], recommended: ['price', 'priceCurrency'] },
  instance: { required: ['courseMode'], recommended: [] },
};
const OFFER_CATEGORIES = ['Free', 'Partially Free', 'Subscription', 'Paid'];

/** The properties Google would report missing: an empty list when the page is eligible and complete. */
function googleProblems(data: Json): string[] {
  const missing = (node: unknown, paths: string[], where: string) =>
    paths.filter((path) => !present(get(node, path))).map((path) => `${where}${path}`);
  const offers = (data.offers ?? []) as Json[];
  const instances = (data.hasCourseInstance ?? []) as Json[];
  return [
    ...missing(data, [...GOOGLE.course.required, ...GOOGLE.course.recommended], ''),
    ...offers.flatMap((offer, index) => [
      ...missing(offer, [...GOOGLE.offer.required, ...GOOGLE.offer.recommended], `offers[${index}].`),
      ...(OFFER_CATEGORIES.includes(offer.category as string)
        ? []
        : [`offers[${index}].category is not one of Google's`]),
    ]),
    ...instances.flatMap((instance, index) => [
      ...missing(instance, GOOGLE.instance.required, `hasCourseInstance[${index}].`),
      // One of the two is required; the workload is an ISO 8601 duration.
      ...(/^PT\d+H$/.test(String(instance.courseWorkload)) || present(instance.courseSchedule)
        ? []
        : [`hasCourseInstance[${index}].courseWorkload or courseSchedule`]),
      ...(instance.courseMode !== 'Online' && !present(instance.location)
        ? [`hasCourseInstance[${index}].location`]
        : []),
    ]),
  ];
}

describe('course structured data (spec 2.6, 2.5; Google Course info)', () => {
  it('describes a course with its provider, an offer per fee option and an instance per delivery mode', () => {
    const instances = deliveryInstances({
      deliveryModes: [{ mode: 'blended' }, { mode: 'online' }],
      duration: '504 hours / 56 weeks',
      locations: ['Online, anywhere in Australia', 'Your workplace in QLD'],
    });
    expect(instances).toEqual([
      { courseMode: 'Blended', courseWorkload: 'PT504H', location: 'Your workplace in QLD' },
      { courseMode: 'Online', courseWorkload: 'PT504H' },
    ]);
    const data = courseJsonLd(cert, PROVIDER, instances);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: cert.title,
      description: 'A qualification.',
      courseCode: 'TLI30321',
      url: `${SITE}/courses/tli30321`,
      provider: { '@type': 'Organization', name: 'Northwind Training', sameAs: `${SITE}/` },
      financialAidEligible: ['Certificate 3 Guarantee'],
      educationalCredentialAwarded: { name: 'TLI30321 Certificate III in Supply Chain Operations' },
    });
    expect(data.offers).toMatchObject([
      { '@type': 'Offer', category: 'Paid', price: 6540, priceCurrency: 'AUD', eligibleRegion: { name: 'Australia' } },
      { '@type': 'Offer', category: 'Paid', price: 1250, priceCurrency: 'AUD', eligibleRegion: { name: 'Queensland' } },
    ]);
    expect(data.hasCourseInstance).toHaveLength(2);
    expect(googleProblems(data)).toEqual([]);
  });

  it('reads workplace-based delivery as on site, and awards no qualification for a unit', () => {
    expect(
      deliveryInstances({
        deliveryModes: [{ mode: 'workplace' }],
        duration: '24 hours / 4 weeks',
        locations: ['Your workplace'],
      }),
    ).toEqual([{ courseMode: 'Onsite', courseWorkload: 'PT24H', location: 'Your workplace' }]);
    const unit = courseJsonLd({ ...cert, courseType: 'unit', fundingOptions: [] }, PROVIDER, []);
    expect(unit).not.toHaveProperty('educationalCredentialAwarded');
    expect(unit).not.toHaveProperty('financialAidEligible');
  });

  it('puts face-to-face delivery on site at its own place, beside workplace delivery at the course’s', () => {
    expect(
      deliveryInstances({
        deliveryModes: [
          { mode: 'face-to-face', location: 'Eagle Farm QLD' },
          { mode: 'workplace' },
          { mode: 'online' },
        ],
        duration: '24 hours / 4 weeks',
        locations: ['Online, anywhere in Australia', 'Your workplace in QLD'],
      }),
    ).toEqual([
      { courseMode: 'Onsite', courseWorkload: 'PT24H', location: 'Eagle Farm QLD' },
      { courseMode: 'Onsite', courseWorkload: 'PT24H', location: 'Your workplace in QLD' },
      { courseMode: 'Online', courseWorkload: 'PT24H' },
    ]);
  });

  it('finds what Google requires missing', () => {
    const data = courseJsonLd(cert, PROVIDER, [{ courseMode: 'Onsite' }]);
    expect(googleProblems({ ...data, offers: [{ category: 'Subsidised' }] })).toEqual([
      'offers[0].price',
      'offers[0].priceCurrency',
      "offers[0].category is not one of Google's",
      'hasCourseInstance[0].courseWorkload or courseSchedule',
      'hasCourseInstance[0].location',
    ]);
  });

  it('gives every course page of the seed all that Google requires and recommends, with an offer per price', async () => {
    const backend = createLocalBackend(DEFAULT_DATASET_FILE);
    const [all, intakeDocs, [funding]] = await Promise.all([
      loadCollection(backend, 'courses'),
      loadCollection(backend, 'intakes'),
      loadCollection(backend, 'funding'),
    ]);
    // As getCourses gives them to pages: each funding option with who is eligible.
    const courses = all
      .filter(hasCoursePage)
      .map((course) => ({ ...course, fundingOptions: withEligibility(course.fundingOptions, funding) }));
    // The spec's 19 course pages, and the seed's superseded TLI40319 beyond them, which still has its page.
    expect(courses.filter((course) => course.status.kind === 'current')).toHaveLength(19);
    expect(courses.filter((course) => course.status.kind !== 'current').map((course) => course.code)).toEqual([
      'TLI40319',
    ]);
    const schedules = checkedSchedules(intakeDocs, all.map(scheduleCourseOf), '2026-11-25');
    let dated = 0;
    for (const course of courses) {
      const intakes = schedules.get(course._id)?.intakes ?? [];
      const data = courseJsonLd(course, PROVIDER, courseInstances(deliveryInstances(course), intakes));
      expect(googleProblems(data), course.code).toEqual([]);
      const starts = data.hasCourseInstance.flatMap((instance) => (instance.startDate ? [instance.startDate] : []));
      expect(starts, course.code).toEqual(intakes.map((intake) => intake.startDate));
      dated += starts.length;
      expect(data.offers.map((offer) => offer.price)).toContain(Number(course.price.replace(/[$,]/g, '')));
      const concessions = course.fundingOptions.filter((option) => option.concessionPrice).length;
      const exemptions = course.fundingOptions.filter((option) => option.feeExemptEligibility).length;
      expect(data.offers).toHaveLength(course.fundingOptions.length + concessions + exemptions + 1);
      // Each offer says who qualifies: the subsidised ones in the words of their program's rules.
      for (const offer of data.offers.slice(1))
        expect(offer.description, course.code).toMatch(
          /^A learner (who|eligible for [^,]+ (who|in a fee-exempt group:)) /,
        );
    }
    expect(dated).toBeGreaterThan(0);
  });

  it('lists the catalogue in order, linking pages or cards', () => {
    const extra = {
      code: 'TLI20421',
      slug: 'tli20421',
      title: 'Certificate II',
      price: '$6,270',
      hasDetailPage: false,
    };
    const list = courseListJsonLd([cert, extra], `${SITE}/courses`);
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: cert.title, url: `${SITE}/courses/tli30321` },
      { '@type': 'ListItem', position: 2, name: 'Certificate II', url: `${SITE}/courses#course-tli20421` },
    ]);
  });
});
