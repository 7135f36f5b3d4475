import { describe, expect, it } from 'vitest';
import { documentPath } from '../../src/lib/site/document-path.ts';

const slug = (current: string) => ({ current });

describe('the live page of a document, for "View on site"', () => {
  it('finds the page of each kind of document that has one', () => {
    expect(documentPath({ _type: 'course', slug: slug('tlif0025'), hasDetailPage: true }, 'northwind')).toBe(
      '/courses/tlif0025',
    );
    expect(documentPath({ _type: 'category', slug: slug('cleaning-operations') }, 'northwind')).toBe(
      '/courses/cleaning-operations',
    );
    expect(documentPath({ _type: 'policyPage', slug: slug('how-to-enrol') }, 'northwind')).toBe(
      '/training-with-northwind/how-to-enrol',
    );
    expect(documentPath({ _type: 'quiz' }, undefined)).toBe('/quiz');
    expect(documentPath({ _type: 'homePage' }, undefined)).toBe('/');
  });

  it('opens the page that lists a document without a page of its own', () => {
    expect(documentPath({ _type: 'course', slug: slug('tli20421'), hasDetailPage: false }, 'northwind')).toBe(
      '/courses',
    );
    expect(documentPath({ _type: 'testimonial' }, 'northwind')).toBe('/');
    expect(documentPath({ _type: 'pdSessionDate' }, 'northwind')).toBe('/pd-registration');
  });

  it('offers none for a policy without a slug or a document the site does not show', () => {
    expect(documentPath({ _type: 'policyPage', slug: null }, 'northwind')).toBeNull();
    expect(documentPath({ _type: 'sanity.imageAsset' }, 'northwind')).toBeNull();
  });
});
