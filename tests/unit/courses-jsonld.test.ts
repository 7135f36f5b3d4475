import { describe, expect, it } from 'vitest';
import { courseJsonLd, courseListJsonLd } from '../../src/lib/courses/jsonld.ts';

const SITE = 'https://www.northwind-training.example';
const cert = {
  code: 'TLI40324',
  slug: 'tli40324',
  title: 'Certificate IV in Supply Chain Operations',
  price: '$7,620',
  hasDetailPage: true,
};

describe('course structured data (spec 2.6, 2.5)', () => {
  it('describes a course with its provider and an AUD offer', () => {
    const data = courseJsonLd(
      { ...cert, metaDescription: 'A qualification.' },
      { brandName: 'Northwind Training', site: SITE },
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: cert.title,
      description: 'A qualification.',
      courseCode: 'TLI40324',
      url: `${SITE}/courses/tli40324`,
      provider: { '@type': 'Organization', name: 'Northwind Training', sameAs: `${SITE}/` },
      offers: { '@type': 'Offer', price: 7620, priceCurrency: 'AUD' },
    });
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
      { '@type': 'ListItem', position: 1, name: cert.title, url: `${SITE}/courses/tli40324` },
      { '@type': 'ListItem', position: 2, name: 'Certificate II', url: `${SITE}/courses#course-tli20421` },
    ]);
  });
});
