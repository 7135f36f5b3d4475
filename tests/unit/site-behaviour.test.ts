import { describe, expect, it } from 'vitest';
import { hashId, inPageAnchor, isPlainClick, scrollBehaviorFor } from '../../src/lib/site/anchor-navigation.ts';
import { formatRating, starFills } from '../../src/lib/site/rating.ts';
import { canonicalUrl, documentTitle, organizationJsonLd } from '../../src/lib/site/seo.ts';

describe('anchor navigation (spec 2.1)', () => {
  const here = new URL('https://site.example/courses?type=unit');

  it('reads the element id from a hash', () => {
    expect(hashId('#pd-series')).toBe('pd-series');
    expect(hashId('#caf%C3%A9')).toBe('café');
    expect(hashId('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(hashId('')).toBeNull();
    expect(hashId('#')).toBeNull();
  });

  it('handles a click itself only when the link stays on the current document', () => {
    expect(inPageAnchor('#all-courses', here)).toBe('all-courses');
    expect(inPageAnchor('/courses?type=unit#pd-series', here)).toBe('pd-series');
    expect(inPageAnchor('/courses#pd-series', here)).toBeNull();
    expect(inPageAnchor('/about#team', here)).toBeNull();
    expect(inPageAnchor('https://other.example/courses?type=unit#x', here)).toBeNull();
    expect(inPageAnchor('/courses?type=unit', here)).toBeNull();
  });

  it('scrolls without animation for people who prefer reduced motion', () => {
    expect(scrollBehaviorFor(true)).toBe('auto');
    expect(scrollBehaviorFor(false)).toBe('smooth');
  });

  it('leaves modified clicks (new tab, download) to the browser', () => {
    const click = {
      defaultPrevented: false,
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
    };
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});

describe('SEO', () => {
  it('adds the site suffix to page titles', () => {
    expect(documentTitle('About Us', 'Northwind Training')).toBe('About Us | Northwind Training');
    expect(documentTitle('Northwind Training', 'Northwind Training')).toBe('Northwind Training');
  });

  it('builds canonical URLs on the configured site', () => {
    expect(canonicalUrl('/about', 'https://www.northwind-training.example')).toBe(
      'https://www.northwind-training.example/about',
    );
    expect(canonicalUrl('/', new URL('https://a.example'))).toBe('https://a.example/');
  });

  it('describes the organisation with its contact details', () => {
    const data = organizationJsonLd(
      {
        brandName: 'Northwind Training',
        tagline: 'Training',
        logoUrl: '/media/images/logo.svg',
        contactEmail: 'info@x.example',
        phone: '1300 975 707',
        postalAddress: 'PO Box 1\nTown QLD 4000\nAustralia',
        socialLinks: [{ url: 'https://www.facebook.com/x' }],
      },
      'https://site.example',
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Northwind Training',
      url: 'https://site.example/',
      logo: 'https://site.example/media/images/logo.svg',
      telephone: '1300 975 707',
      address: { streetAddress: 'PO Box 1, Town QLD 4000, Australia', addressCountry: 'AU' },
      contactPoint: { telephone: '1300975707', email: 'info@x.example' },
      sameAs: ['https://www.facebook.com/x'],
    });
  });
});

describe('testimonial rating', () => {
  it('draws five stars with halves', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(4.9)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(7)).toHaveLength(5);
  });

  it('reads a rating with at most one decimal', () => {
    expect(formatRating(4.9)).toBe('4.9');
    expect(formatRating(5)).toBe('5');
    expect(formatRating(4.25)).toBe('4.3');
  });
});
