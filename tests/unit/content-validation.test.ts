import { describe, expect, it } from 'vitest';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';

const broken = () => createLocalBackend('tests/fixtures/broken-dataset/data.ndjson');

describe('content that breaks the schema', () => {
  it('fails with a message naming each document id and field', async () => {
    const error = await loadCollection(broken(), 'courses').catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('course "TLID0015" (course-broken), field "title"');
    expect((error as Error).message).toContain('course "TLID0015" (course-broken), field "price"');
    expect((error as Error).message).not.toContain('course-ok');
  });

  it('names the referenced document a coordinator edits, and where it is used', async () => {
    const error = await loadCollection(broken(), 'homePage').catch((caught: Error) => caught);
    expect((error as Error).message).toContain(
      'course "TLID0015" (course-broken), field "title" — used by homePage.popularCourses[0]',
    );
    expect((error as Error).message).not.toContain('field "popularCourses[0].title"');
  });

  it('never reads drafts', async () => {
    const ids = (await broken().fetch<string[]>('*[_type == "course"]._id')).sort();
    expect(ids).toEqual(['course-broken', 'course-duplicate', 'course-ok']);
  });

  it('names a missing singleton', async () => {
    await expect(loadCollection(broken(), 'siteSettings')).rejects.toThrow(
      /siteSettings.*missing|missing.*siteSettings/,
    );
  });

  it('names the document and field of a missing asset file', () => {
    const backend = createLocalBackend('tests/fixtures/missing-asset/data.ndjson');
    expect(() => backend.dataset()).toThrow(/"clientLogo-ghost".*logo.*images\/ghost\.svg/);
  });
});
