import { describe, expect, it } from 'vitest';
import { pageLocations, type LocationsQueryResult } from '../../studio/presentation/locations.ts';

type Doc = NonNullable<LocationsQueryResult['doc']>;

/** The page "View on site" opens: the first page that shows the document, as the Studio's one query answers. */
const viewOnSite = (doc: Partial<Doc> & { _type: string }, brandSlug: string | null = 'northwind') =>
  pageLocations({ doc: { title: doc._type, ...doc }, brandSlug })[0]?.href ?? null;

describe('the live page of a document, for "View on site"', () => {
  it('finds the page of each kind of document that has one', () => {
    expect(viewOnSite({ _type: 'course', slug: 'tlif0025', hasDetailPage: true })).toBe('/courses/tlif0025');
    expect(viewOnSite({ _type: 'category', slug: 'cleaning-operations' })).toBe('/courses/cleaning-operations');
    expect(viewOnSite({ _type: 'policyPage', slug: 'how-to-enrol' })).toBe('/training-with-northwind/how-to-enrol');
    expect(viewOnSite({ _type: 'page', slug: 'campaigns/certificate-3-guarantee' }, null)).toBe(
      '/campaigns/certificate-3-guarantee',
    );
    expect(viewOnSite({ _type: 'quiz' }, null)).toBe('/quiz');
    expect(viewOnSite({ _type: 'homePage' }, null)).toBe('/');
  });

  it('opens the page that lists a document without a page of its own', () => {
    expect(viewOnSite({ _type: 'course', slug: 'tli20421', hasDetailPage: false })).toBe('/courses');
    expect(viewOnSite({ _type: 'testimonial' })).toBe('/');
    expect(viewOnSite({ _type: 'pdSessionDate' })).toBe('/pd-registration');
  });

  it('opens the course page of an intake, or its category page for a category’s', () => {
    const course = { title: 'Secure Cargo', slug: 'tlia1001', hasDetailPage: true };
    expect(viewOnSite({ _type: 'intake', course })).toBe('/courses/tlia1001');
    const category = { name: 'Cleaning Operations', slug: 'cleaning-operations' };
    expect(viewOnSite({ _type: 'intakePattern', category })).toBe('/courses/cleaning-operations');
    expect(viewOnSite({ _type: 'rollingEnrolment', course: { ...course, hasDetailPage: false } })).toBe('/courses');
  });

  it('offers none for a policy without a slug or a document the site does not show', () => {
    expect(viewOnSite({ _type: 'policyPage', slug: null })).toBeNull();
    expect(viewOnSite({ _type: 'sanity.imageAsset' })).toBeNull();
  });
});
