import { describe, expect, it } from 'vitest';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE, type SanityDocument } from '../../src/content/local-dataset.node.ts';
import { validateBackend } from './sanity-validation.ts';

// A dated intake of one course and one of every course of a category, in the embedded dataset.
const COURSE_INTAKE = 'intake-tli40324-2027-02-01-blended';

function seedWith(id: string, fields: Record<string, unknown>) {
  const backend = createLocalBackend(DEFAULT_DATASET_FILE);
  const doc = backend.dataset().documents.find((one) => one._id === id) as SanityDocument;
  Object.assign(doc, fields);
  return backend;
}

const instanceProblems = async (id: string, fields: Record<string, unknown>) =>
  (await validateBackend(seedWith(id, fields), [id]))
    .filter((problem) => problem.field === 'axcelerateInstanceId')
    .map((problem) => problem.message);

describe("an intake's aXcelerate instance ID", () => {
  it('takes a whole number above 0 on an intake of one course, or nothing', async () => {
    expect(await instanceProblems(COURSE_INTAKE, { axcelerateInstanceId: 41862 })).toEqual([]);
    expect(await instanceProblems(COURSE_INTAKE, {})).toEqual([]);
  });

  it('refuses a number aXcelerate never gives, saying what it should look like', async () => {
    for (const id of [0, -3, 41862.5])
      expect(await instanceProblems(COURSE_INTAKE, { axcelerateInstanceId: id })).toContain(
        'Give the instance ID as aXcelerate shows it: a whole number above 0, e.g. 41862',
      );
  });

  it('refuses one on an intake for every course of a category: an aXcelerate class is one course’s', async () => {
    const backend = createLocalBackend(DEFAULT_DATASET_FILE);
    const course = backend.dataset().documents.find((doc) => doc._id === 'course-tli40324') as SanityDocument;
    const categoryId = (course.category as { _ref: string })._ref;
    expect(
      await instanceProblems(COURSE_INTAKE, {
        course: undefined,
        category: { _type: 'reference', _ref: categoryId },
        axcelerateInstanceId: 41862,
      }),
    ).toEqual(['An aXcelerate instance belongs to one course: choose the course above, or leave this empty']);
  });

  it('stops the build on one that is not a whole number above 0, naming the intake', async () => {
    await expect(loadCollection(seedWith(COURSE_INTAKE, { axcelerateInstanceId: -3 }), 'intakes')).rejects.toThrow(
      COURSE_INTAKE,
    );
  });
});
