import { describe, expect, it } from 'vitest';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';
import { hasCoursePage } from '../../src/content/courses.ts';

const T = 'transport-and-logistics';
const L = 'leadership-and-management';
const F = 'food-manufacturing-and-food-safety';
const C = 'cleaning-operations';

// Written from SPEC.md section 3, independently of the dataset. Titles the spec leaves out are the
// national register's titles for those codes.
const spec = [
  ['TLIF0025', 'unit', T, '24 hours / 4 weeks', '$330', 'Follow Work Health and Safety Procedures'],
  ['TLIF0006', 'unit', T, '36 hours / 4 weeks', '$699', 'Administer a Fatigue Risk Management System'],
  [
    'TLIF0009',
    'unit',
    T,
    '24 hours / 4 weeks',
    '$475',
    'Ensure the Safety of Transport Activities (Chain of Responsibility)',
  ],
  [
    'TLIF0080',
    'unit',
    T,
    '36 hours / 4 weeks',
    '$699',
    'Implement and Monitor the Safety Duties of Transport Activities',
  ],
  ['TLIF0005', 'unit', T, '36 hours / 4 weeks', '$475', 'Apply a Fatigue Risk Management System'],
  ['TLIF0007', 'unit', T, '52 hours / 4 weeks', '$899', 'Manage a Fatigue Risk Management System'],
  ['TLIA1001', 'unit', T, '32 hours / 4 weeks', '$475', 'Secure Cargo'],
  ['TLID0015', 'unit', T, '24 hours / 4 weeks', '$475', 'Load and Unload Goods/Cargo'],
  ['SITXFSA005', 'unit', F, '24 hours / 4 weeks', '$99', 'Use Hygienic Practices for Food Safety'],
  ['SIRRFSA001', 'unit', F, '36 hours / 4 weeks', '$299', 'Handle food safely in a retail environment'],
  ['TLI40324', 'qualification', T, '576 hours / 64 weeks', '$7,620', 'Certificate IV in Supply Chain Operations'],
  ['TLI31222', 'qualification', T, '540 hours / 60 weeks', '$6,810', 'Certificate III in Driving Operations'],
  ['TLI30321', 'qualification', T, '504 hours / 56 weeks', '$6,540', 'Certificate III in Supply Chain Operations'],
  ['TLI50224', 'qualification', T, '780 hours / 60 weeks', '$8,160', 'Diploma of Logistics'],
  ['BSB40120', 'qualification', L, '456 hours / 48 weeks', '$6,540', 'Certificate IV in Business'],
  ['BSB40520', 'qualification', L, '432 hours / 48 weeks', '$6,270', 'Certificate IV in Leadership and Management'],
  ['BSB50420', 'qualification', L, '624 hours / 48 weeks', '$8,160', 'Diploma of Leadership and Management'],
  ['FBP30121', 'qualification', F, '612 hours / 68 weeks', '$9,790', 'Certificate III in Food Processing'],
  ['CPP30321', 'qualification', C, '336 hours / 56 weeks', '$6,540', 'Certificate III in Cleaning Operations'],
] as const;

// SPEC.md section 3's structures: units in total, core, and the count of each kind of elective in its order.
const structures = [
  ['TLI40324', 16, 2, [1, 13]],
  ['TLI31222', 15, 5, [1, 9]],
  ['TLI30321', 14, 2, [4, 8]],
  ['TLI50224', 15, 2, [7, 6]],
  ['BSB40120', 12, 6, [2, 4]],
  ['BSB40520', 12, 5, [4, 3]],
  ['BSB50420', 12, 6, [6]],
  ['FBP30121', 17, 5, [12]],
  ['CPP30321', 14, 5, [9]],
] as const;

describe('catalogue content', async () => {
  const courses = await loadCollection(createLocalBackend(DEFAULT_DATASET_FILE), 'courses');
  const byCode = new Map(courses.map((course) => [course.code, course]));

  it.each(spec)('%s matches spec section 3', (code, type, category, duration, price, title) => {
    const course = byCode.get(code);
    expect(course, `${code} is in the catalogue`).toBeDefined();
    expect(course).toMatchObject({ courseType: type, duration, price, slug: code.toLowerCase(), hasDetailPage: true });
    expect(course?.category.slug).toBe(category);
    expect(course?.title).toBe(title);
  });

  it.each(structures)('%s has the structure of spec section 3: %i units, %i core', (code, total, core, electives) => {
    const course = byCode.get(code);
    const units = course && hasCoursePage(course) ? course.programDetails.units : null;
    expect(units).toMatchObject({ total, core });
    expect(units?.electives.map(({ count }) => count)).toEqual(electives);
  });

  const extra = courses.filter((course) => !spec.some(([code]) => code === course.code));

  it('has one more transport qualification without a detail page', () => {
    const current = extra.filter((course) => course.status.kind === 'current');
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ courseType: 'qualification', hasDetailPage: false });
    expect(current[0]?.category.slug).toBe(T);
  });

  it('has, beyond the spec, the previous release of TLI40324, superseded by it', () => {
    const superseded = extra.filter((course) => course.status.kind !== 'current');
    expect(superseded.map((course) => course.code)).toEqual(['TLI40319']);
    expect(superseded[0]?.status).toMatchObject({ kind: 'superseded', replacement: { code: 'TLI40324' } });
    expect(superseded[0]).toMatchObject({ courseType: 'qualification', hasDetailPage: true });
  });

  it('gives payment links to units only', () => {
    for (const course of courses)
      if (course.courseType === 'qualification') expect(course.stripeLink, course.code).toBeFalsy();
  });
});
