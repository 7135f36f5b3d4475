import { mkdtemp, readFile, rm, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCollection } from '../../src/content/collections.ts';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';
import { createContentSource } from '../../src/content/source.node.ts';

type Doc = { _id: string; _type: string; [field: string]: unknown };

describe('drafts in the embedded dataset', () => {
  let dir: string;
  let datasetFile: string;
  let course: Doc;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'northwind-perspective-'));
    const seed = join(process.cwd(), DEFAULT_DATASET_FILE, '..');
    await cp(seed, dir, { recursive: true });
    datasetFile = join(dir, 'data.ndjson');
    const documents = (await readFile(datasetFile, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc);
    course = documents.find((doc) => doc._type === 'course' && doc.code === 'TLIF0025') as Doc;
    const drafts: Doc[] = [
      { ...course, _id: `drafts.${course._id}`, price: '$9,876' },
      // A course that exists only as a draft: never published yet (and no qualification lists it, so no credit).
      {
        ...course,
        _id: 'drafts.course-new-draft',
        code: 'TLIF9999',
        slug: { _type: 'slug', current: 'tlif9999' },
        pathways: undefined,
      },
    ];
    await writeFile(datasetFile, [...documents, ...drafts].map((doc) => JSON.stringify(doc)).join('\n'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const courses = async (perspective?: string) =>
    (await loadCollection(
      createContentSource({ CONTENT_DATASET_FILE: datasetFile, CONTENT_PERSPECTIVE: perspective }),
      'courses',
    )) as Array<{
      id: string;
      code: string;
      price?: string | null;
    }>;

  it('are invisible to a published build, the default', async () => {
    for (const perspective of [undefined, 'published']) {
      const all = await courses(perspective);
      expect(all.find((entry) => entry.code === 'TLIF0025')?.price).toBe(course.price);
      expect(all.some((entry) => entry.code === 'TLIF9999')).toBe(false);
      expect(JSON.stringify(all)).not.toContain('9,876');
    }
  });

  it('stand in for their published documents in a drafts build, and new drafts appear', async () => {
    const all = await courses('drafts');
    const edited = all.filter((entry) => entry.code === 'TLIF0025');
    expect(edited).toHaveLength(1);
    expect(edited[0].price).toBe('$9,876');
    expect(all.some((entry) => entry.code === 'TLIF9999')).toBe(true);
    expect(all).toHaveLength((await courses()).length + 1);
  });

  it('refuses a perspective it does not know, rather than publishing drafts by mistake', () => {
    expect(() => createContentSource({ CONTENT_PERSPECTIVE: 'raw' })).toThrow(
      /CONTENT_PERSPECTIVE must be "published" or "drafts"/,
    );
  });

  it('are read from a live project only with a token', () => {
    const live = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', CONTENT_PERSPECTIVE: 'drafts' };
    expect(() => createContentSource(live)).toThrow(/needs SANITY_READ_TOKEN/);
    expect(createContentSource({ ...live, SANITY_READ_TOKEN: 'token' }).name).toBe('live');
  });
});
