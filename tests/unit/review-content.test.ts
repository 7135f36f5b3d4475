import { describe, expect, it } from 'vitest';
import { reviewAdvice } from '../../contracts/applications/review-outcome.ts';
import type { Answers } from '../../contracts/funding/model.ts';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE, type SanityDocument } from '../../src/content/local-dataset.node.ts';
import { courseReview } from '../../src/lib/applications/agreed-content.ts';
import { validateBackend } from './sanity-validation.ts';

const categoryOf = (doc: SanityDocument) => (doc.category as { _ref?: string } | undefined)?._ref;

// The review as the build reads it from content: the seed's, or the seed with a category's review written anew.
async function reviewOf(category: string | null, rewritten: SanityDocument[] = []) {
  const backend = createLocalBackend(DEFAULT_DATASET_FILE);
  const { documents } = backend.dataset();
  const replaced = new Set(rewritten.map(categoryOf));
  const kept = documents.filter((doc) => doc._type !== 'preTrainingReview' || !replaced.has(categoryOf(doc)));
  documents.splice(0, documents.length, ...kept, ...rewritten);
  return courseReview(await loadCollection(backend, 'preTrainingReviews'), category);
}

/** The support a rule of the review names when its condition is on this question. */
const supportOn = (review: Awaited<ReturnType<typeof reviewOf>>, question: string) =>
  review.outcomeRules.find(
    (entry) =>
      entry.outcome === 'suits-with-support' &&
      entry.rule.conditions.some((condition) => condition.question === question),
  )!.support!;

const READY: Answers = { goal: 'job', device: 'yes', reading: 'easy', numbers: 'easy' };

describe("the seed's pre-training review, as coordinators publish it", () => {
  it.each<[string, Answers, string, string[]]>([
    ['reads and counts with ease, with a device', {}, 'suits', []],
    ['sometimes needs help reading', { reading: 'some-help' }, 'suits-with-support', ['reading']],
    ['finds numbers hard', { numbers: 'hard' }, 'suits-with-support', ['numbers']],
    ['no device or internet', { device: 'no' }, 'suits-with-support', ['device']],
    [
      'help with reading and numbers, no device: every support, in the rules’ order',
      { reading: 'some-help', numbers: 'some-help', device: 'no' },
      'suits-with-support',
      ['reading', 'numbers', 'device'],
    ],
    ['finds both reading and numbers hard (all of)', { reading: 'hard', numbers: 'hard' }, 'talk-first', []],
    ['finds reading hard, numbers easy', { reading: 'hard' }, 'suits-with-support', ['reading']],
  ])('%s', async (_, change, outcome, supportQuestions) => {
    const review = await reviewOf('category-transport-and-logistics');
    const advice = reviewAdvice(review, { ...READY, ...change });
    expect(advice.outcome).toBe(outcome);
    expect(advice.supports).toEqual(supportQuestions.map((question) => supportOn(review, question)));
  });
});

const SHARED_QUESTION_KEYS = ['goal', 'device', 'reading', 'numbers'];
const PALLETS_TASK = {
  _key: 't1',
  _type: 'reviewQuestion',
  key: 'pallets',
  area: 'llnd',
  kind: 'choice',
  text: 'Three pallets weigh 250 kg each. What do they weigh together?',
  choices: [
    { _key: 'a', _type: 'questionChoice', value: 'under', label: '500 kg' },
    { _key: 'b', _type: 'questionChoice', value: 'right', label: '750 kg' },
  ],
};
const TRANSPORT_REVIEW: SanityDocument = {
  _id: 'review-transport',
  _type: 'preTrainingReview',
  category: { _type: 'reference', _ref: 'category-transport-and-logistics' },
  questions: [
    PALLETS_TASK,
    {
      _key: 't2',
      _type: 'reviewQuestion',
      key: 'licence',
      area: 'course',
      kind: 'yesNo',
      text: 'Do you hold a forklift licence?',
    },
  ],
  outcomeRules: [
    {
      _key: 'r1',
      _type: 'reviewOutcomeRule',
      outcome: 'talk-first',
      rule: {
        mode: 'all',
        conditions: [
          { _key: 'c1', question: 'pallets', operator: 'noneOf', values: ['right'] },
          { _key: 'c2', question: 'numbers', operator: 'oneOf', values: ['hard'] },
        ],
      },
    },
  ],
};

describe("the seed's review of transport courses", () => {
  it.each<[string, Answers, string[]]>([
    ['both tasks right', { docket: 'dock-3', cartons: '240' }, []],
    ['the docket misread', { docket: 'dock-12', cartons: '240' }, ['reading']],
    ['the cartons miscounted', { docket: 'dock-3', cartons: '200' }, ['numbers']],
    ['not sure of either', { docket: 'not-sure', cartons: 'not-sure' }, ['reading', 'numbers']],
  ])('asks its two tasks after the shared questions, and arranges support by them: %s', async (_, tasks, areas) => {
    const review = await reviewOf('category-transport-and-logistics');
    expect(review.questions.map((question) => question.key)).toEqual([...SHARED_QUESTION_KEYS, 'docket', 'cartons']);
    const shared = await reviewOf(null);
    // The support each task arranges is the one the shared self-assessment of the same skill names.
    expect(reviewAdvice(review, { ...READY, ...tasks }).supports).toEqual(
      areas.map((question) => supportOn(shared, question)),
    );
  });
});

describe("a category's own review", () => {
  it("asks every course's questions, then the category's within each part of the review", async () => {
    const keys = (await reviewOf('category-transport-and-logistics', [TRANSPORT_REVIEW])).questions.map(
      (question) => question.key,
    );
    expect(keys).toEqual(['goal', 'licence', 'device', 'reading', 'numbers', 'pallets']);
    const other = await reviewOf('category-cleaning-operations', [TRANSPORT_REVIEW]);
    expect(other.questions.map((question) => question.key)).toEqual(SHARED_QUESTION_KEYS);
  });

  it.each<[string, Answers, string]>([
    ['the task right and numbers hard', { pallets: 'right', licence: 'yes', numbers: 'hard' }, 'suits-with-support'],
    [
      'the task missed and numbers hard (all of, across both reviews)',
      { pallets: 'under', licence: 'yes', numbers: 'hard' },
      'talk-first',
    ],
    ['the task missed, numbers easy', { pallets: 'under', licence: 'yes' }, 'suits'],
  ])('advises by its rules with the shared ones: %s', async (_, change, outcome) => {
    const review = await reviewOf('category-transport-and-logistics', [TRANSPORT_REVIEW]);
    expect(reviewAdvice(review, { ...READY, ...change }).outcome).toBe(outcome);
  });

  it('is a new version of the course’s review, and leaves other categories’ version as it was', async () => {
    const before = await reviewOf('category-transport-and-logistics');
    const after = await reviewOf('category-transport-and-logistics', [TRANSPORT_REVIEW]);
    expect(after.version).not.toBe(before.version);
    expect((await reviewOf('category-cleaning-operations', [TRANSPORT_REVIEW])).version).toBe(
      (await reviewOf('category-cleaning-operations')).version,
    );
  });
});

describe('one review for every course, and one per category', () => {
  const second = (id: string, category?: string): SanityDocument => ({
    _id: id,
    _type: 'preTrainingReview',
    ...(category && { category: { _type: 'reference', _ref: category } }),
    questions: [],
    outcomeRules: [],
  });

  it.each([
    ['a second review for every course', second('review-again'), undefined],
    [
      'a second review for a category',
      second('review-transport-again', 'category-transport-and-logistics'),
      second('review-transport', 'category-transport-and-logistics'),
    ],
  ])('%s is refused by the Studio and named by the build', async (_, extra, first) => {
    const backend = createLocalBackend(DEFAULT_DATASET_FILE);
    backend.dataset().documents.push(...(first ? [first] : []), extra);
    const problems = await validateBackend(backend, [extra._id]);
    expect(problems.map(({ field }) => field)).toContain('category');
    // The build names the clash on one line, with both documents.
    await expect(loadCollection(backend, 'preTrainingReviews')).rejects.toThrow(
      new RegExp(`(, field "scope"[^\\n]*${extra._id}\\b|\\(${extra._id}\\), field "scope")`),
    );
  });
});
