import { describe, expect, it } from 'vitest';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';
import { validateDataset } from './sanity-validation.ts';

describe('embedded dataset against the Studio schema', () => {
  it('every seed document passes Sanity validation, with one warning for the coordinator to settle', async () => {
    // The spec names the PD registration unit TLIF0005 with another title than the catalogue's TLIF0005.
    expect(await validateDataset(DEFAULT_DATASET_FILE)).toEqual([
      {
        id: 'pdRegistrationPage',
        field: 'unit',
        level: 'warning',
        message: expect.stringMatching(/^The catalogue calls TLIF0005 "Apply a Fatigue Risk Management System"\./),
      },
    ]);
  });

  it('a broken document fails, naming its id and field', async () => {
    const problems = await validateDataset('tests/fixtures/broken-dataset/data.ndjson');
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'course-broken', field: 'price' }),
        expect.objectContaining({ id: 'course-broken', field: 'title' }),
        expect.objectContaining({ id: 'course-duplicate', field: 'code' }),
      ]),
    );
  });
});
