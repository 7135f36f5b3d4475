import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { movedDocuments, movedRedirectId, WEBHOOK_PROJECTION } from '../../contracts/redirects/moved-documents.ts';

const change = (_type: string, before: object | null, after: object | null) => ({ _id: 'doc', _type, before, after });

describe('a course or page that moved, from the publish webhook', () => {
  it('is a course whose page has a new address, or a page with a new address', () => {
    expect(
      movedDocuments([
        change('course', { slug: 'tli40319', hasDetailPage: true }, { slug: 'tli40324', hasDetailPage: true }),
        change('page', { slug: 'guarantee' }, { slug: 'campaigns/guarantee' }),
      ]),
    ).toEqual([
      { id: 'doc', from: '/courses/tli40319', to: '/courses/tli40324' },
      { id: 'doc', from: '/guarantee', to: '/campaigns/guarantee' },
    ]);
  });

  it('is nothing when there was no page before or after, or nothing moved', () => {
    expect(
      movedDocuments([
        change('course', { slug: 'a', hasDetailPage: false }, { slug: 'b', hasDetailPage: true }),
        change('course', { slug: 'a', hasDetailPage: true }, { slug: 'b', hasDetailPage: false }),
        change('page', { slug: null }, { slug: 'new' }),
        change('page', { slug: 'gone' }, { slug: null }),
        change('page', { slug: 'same' }, { slug: 'same' }),
        change('category', { slug: 'a' }, { slug: 'b' }),
        { _id: 'doc', _type: 'page' },
      ]),
    ).toEqual([]);
  });

  it('gives each old address its own redirect id, and the same one every time', () => {
    expect(movedRedirectId('/a-b')).toBe(movedRedirectId('/a-b'));
    expect(movedRedirectId('/a-b')).not.toBe(movedRedirectId('/a/b'));
  });

  it("is read from the projection docs/publishing.md gives for Sanity's webhook", () => {
    expect(readFileSync(new URL('../../docs/publishing.md', import.meta.url), 'utf8')).toContain(
      `\`${WEBHOOK_PROJECTION}\``,
    );
  });
});
