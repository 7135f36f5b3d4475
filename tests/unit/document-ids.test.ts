import { describe, expect, it } from 'vitest';
import { draftIdOf, isDraftId, isPublishedId, publishedId, withDraftsOverlaid } from '../../contracts/document-ids.ts';

describe("Sanity's document ids", () => {
  it('tell a draft, a version in a release and a published document apart, and lead each to the same document', () => {
    const ids = ['course-tli30321', 'drafts.course-tli30321', 'versions.rAutumn.course-tli30321'];
    expect(ids.map(isDraftId)).toEqual([false, true, false]);
    expect(ids.map(isPublishedId)).toEqual([true, false, false]);
    expect(new Set(ids.map(publishedId))).toEqual(new Set(['course-tli30321']));
    expect(new Set(ids.map(draftIdOf))).toEqual(new Set(['drafts.course-tli30321']));
  });

  it('keep an id that only contains "drafts." inside it as a published id', () => {
    expect(isDraftId('course-drafts.1')).toBe(false);
    expect(publishedId('course-drafts.1')).toBe('course-drafts.1');
  });
});

describe("the drafts perspective's documents", () => {
  const docs = [
    { _id: 'a', title: 'A published' },
    { _id: 'drafts.a', title: 'A edited' },
    { _id: 'b', title: 'B published' },
    { _id: 'versions.rAutumn.b', title: 'B in a release' },
    { _id: 'drafts.c', title: 'C never published' },
  ];

  it('show each draft under its published id, keep untouched documents and leave release versions out', () => {
    expect(withDraftsOverlaid(docs)).toEqual([
      { _id: 'a', title: 'A edited', _originalId: 'drafts.a' },
      { _id: 'b', title: 'B published' },
      { _id: 'c', title: 'C never published', _originalId: 'drafts.c' },
    ]);
  });

  it('leave the documents they were given as they were', () => {
    const copy = structuredClone(docs);
    withDraftsOverlaid(docs);
    expect(docs).toEqual(copy);
  });
});
