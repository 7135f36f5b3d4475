import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ContentBackend } from '../../src/content/backend.node.ts';
import { collectionDefinitions, loadCollection, type CollectionName } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE, type SanityDocument } from '../../src/content/local-dataset.node.ts';
import { checkRequiredContent } from '../../src/content/required-content.ts';

/**
 * Ids an anonymous reader of a public dataset can see. Sanity treats every `.` in an id as a
 * sub-path (drafts.x, versions.r.x, course.x), and only documents on the root path are public.
 * Allowed characters are Sanity's own (a-z A-Z 0-9 _ -), not starting with a dash, at most 128.
 */
const isPublicDocumentId = (id: string) => /^[A-Za-z0-9_][A-Za-z0-9_-]{0,127}$/.test(id);

const seedLines = () =>
  readFileSync(DEFAULT_DATASET_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SanityDocument);

/** Every `_ref` anywhere in a document. */
function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (value === null || typeof value !== 'object') return [];
  const own = typeof (value as { _ref?: unknown })._ref === 'string' ? [(value as { _ref: string })._ref] : [];
  return [...own, ...Object.values(value).flatMap(references)];
}

/** The embedded dataset as an anonymous reader of a public Sanity dataset sees it: root-path ids only. */
function anonymousView(): ContentBackend {
  const backend = createLocalBackend(DEFAULT_DATASET_FILE);
  const { documents } = backend.dataset();
  documents.splice(0, documents.length, ...documents.filter((doc) => isPublicDocumentId(doc._id)));
  return backend;
}

describe('the seed on a public dataset, read without a token', () => {
  it('has no document id or reference an anonymous reader could not see', () => {
    const hidden = seedLines().flatMap((doc) =>
      [doc._id, ...references(doc)].filter((id) => !isPublicDocumentId(id)).map((id) => `${doc._id}: ${id}`),
    );
    expect(hidden).toEqual([]);
  });

  it('gives the build every collection exactly as a token would', async () => {
    const anonymous = anonymousView();
    const full = createLocalBackend(DEFAULT_DATASET_FILE);
    await checkRequiredContent(anonymous, 'anonymous view');
    for (const name of Object.keys(collectionDefinitions) as CollectionName[]) {
      expect(await loadCollection(anonymous, name), name).toEqual(await loadCollection(full, name));
    }
  });

  it('the rule hides what Sanity hides', () => {
    for (const id of [
      'course.tlif0025',
      'drafts.course-tlif0025',
      'versions.r1.homePage',
      '-abc',
      'a b',
      'x'.repeat(129),
    ])
      expect(isPublicDocumentId(id), id).toBe(false);
    for (const id of ['course-tlif0025', 'homePage', '189bc292-e41b-42a0-91b5-bfaa33a34af2', 'image-abc-10x10-svg'])
      expect(isPublicDocumentId(id), id).toBe(true);
  });
});

describe('a dataset that answers without the documents the site needs', () => {
  it('fails with one clear message naming what is missing and what to do', async () => {
    const onlySingletons = createLocalBackend(DEFAULT_DATASET_FILE);
    const { documents } = onlySingletons.dataset();
    documents.splice(0, documents.length, ...documents.filter((doc) => !doc._id.includes('-')));
    await expect(checkRequiredContent(onlySingletons, 'The Sanity dataset "production"')).rejects.toThrow(
      /^The Sanity dataset "production" answered no "category", "course", "policyPage", "preTrainingReview" documents.*SANITY_READ_TOKEN/,
    );
  });
});
