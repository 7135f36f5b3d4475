import { describe, expect, it } from 'vitest';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE, type SanityDocument } from '../../src/content/local-dataset.node.ts';
import { validateBackend } from './sanity-validation.ts';

type Backend = ReturnType<typeof createLocalBackend>;
interface EditableRule {
  _key: string;
  conditions: { question: string; values?: string[] }[];
}
/** A seed document as the cases change it: a program's rules, a course's funding options. */
type Editable = SanityDocument & {
  rules: EditableRule[];
  officialUrl?: string;
  checkedOn?: string;
  deliveryStates?: string[];
  fundingOptions: { concessionPrice?: string; program: { _ref: string } }[];
};

/** A copy of the seed (the embedded dataset, read afresh) with one document changed as a coordinator could. */
function seedCopy(id: string, change: (doc: Editable) => void): Backend {
  const backend = createLocalBackend(DEFAULT_DATASET_FILE);
  change(backend.dataset().documents.find((doc) => doc._id === id) as Editable);
  return backend;
}

const problemsOf = (backend: Backend, id: string) => validateBackend(backend, [id]);

async function buildError(backend: Backend, collection: 'funding' | 'courses') {
  try {
    await loadCollection(backend, collection);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
}

const C3G = 'fundingProgram-qld-c3g';

describe('the Studio and the build guard the funding rules', () => {
  it('refuse a rule naming an unknown question, naming the program and the field', async () => {
    const backend = seedCopy(C3G, (doc) => {
      doc.rules[1].conditions[0].question = 'postcode';
    });
    const problems = await problemsOf(backend, C3G);
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'rules.[age].conditions.[ageatLeast].question',
        level: 'error',
        message: expect.stringContaining('"postcode" is not a question in the Studio'),
      }),
    ]);
    expect(await buildError(backend, 'funding')).toMatch(
      /fundingProgram "Certificate 3 Guarantee" \(fundingProgram-qld-c3g\), field "rules\[1\]\.conditions\[0\]\.question"[^\n]*: "postcode" is not a question/,
    );
  });

  it('refuse an answer the question does not take', async () => {
    const backend = seedCopy(C3G, (doc) => {
      doc.rules[2].conditions[0].values = ['left', 'graduated'];
    });
    expect(await problemsOf(backend, C3G)).toEqual([
      expect.objectContaining({
        field: 'rules.[school].conditions.[schooloneOf].question',
        message: expect.stringContaining('"graduated"'),
      }),
    ]);
    expect(await buildError(backend, 'funding')).toMatch(
      /fundingProgram-qld-c3g\), field "rules\[2\]\.conditions\[0\]\.question"/,
    );
  });

  it('refuse rules no learner can meet', async () => {
    const backend = seedCopy(C3G, (doc) => {
      doc.rules.push({
        ...doc.rules[0],
        _key: 'nsw',
        conditions: [{ ...doc.rules[0].conditions[0], values: ['NSW'] }],
      });
    });
    expect(await problemsOf(backend, C3G)).toEqual([
      expect.objectContaining({
        field: 'rules',
        message: expect.stringContaining('No learner can meet all of these rules'),
      }),
    ]);
    expect(await buildError(backend, 'funding')).toMatch(
      /fundingProgram-qld-c3g\), field "rules"[^\n]*: No learner can meet/,
    );
  });

  it('refuse a program without an official page or a checked-on date', async () => {
    const backend = seedCopy(C3G, (doc) => {
      delete doc.officialUrl;
      delete doc.checkedOn;
    });
    const fields = (await problemsOf(backend, C3G)).map((problem) => problem.field).sort();
    expect(fields).toEqual(['checkedOn', 'officialUrl']);
    const error = await buildError(backend, 'funding');
    expect(error).toMatch(/fundingProgram-qld-c3g\), field "officialUrl"/);
    expect(error).toMatch(/fundingProgram-qld-c3g\), field "checkedOn"/);
  });

  it('refuse a funding option for a state where the course is not delivered', async () => {
    const backend = seedCopy('course-tli30321', (doc) => {
      doc.deliveryStates = ['NSW', 'VIC'];
    });
    expect(await problemsOf(backend, 'course-tli30321')).toEqual([
      expect.objectContaining({
        field: 'fundingOptions.[qldc3g].program',
        message: expect.stringContaining('This program is for QLD, and the course is not delivered there'),
      }),
    ]);
  });

  it('refuse a concession price above the subsidised price', async () => {
    const backend = seedCopy('course-tli30321', (doc) => {
      doc.fundingOptions[0].concessionPrice = '$1,300';
    });
    expect(await problemsOf(backend, 'course-tli30321')).toEqual([
      expect.objectContaining({
        field: 'fundingOptions.[qldc3g].concessionPrice',
        message: 'The concession price cannot be more than the price ($1,250)',
      }),
    ]);
  });

  it('fail the build for a funding option whose program is not published', async () => {
    const backend = seedCopy('course-tli30321', (doc) => {
      doc.fundingOptions[0].program._ref = 'fundingProgram-gone';
    });
    expect(await buildError(backend, 'courses')).toMatch(
      /course-tli30321\), field "fundingOptions\[0\]\.programName": Choose a published funding program/,
    );
  });
});
