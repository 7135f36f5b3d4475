import { describe, expect, it } from 'vitest';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE, type SanityDocument } from '../../src/content/local-dataset.node.ts';
import { pathwayDiagram } from '../../src/lib/pathways/diagram.ts';
import { pathwayLine, pathwayLinks } from '../../src/lib/pathways/links.ts';
import { cycleThrough, pathwayProblems } from '../../contracts/pathways/rules.ts';
import { validateBackend } from './sanity-validation.ts';

const ref = (id: string) => ({ _key: id, _type: 'reference', _ref: id });

/** The seed with one course's pathways changed, as a coordinator could change them in the Studio. */
function seedWithPathways(id: string, pathways: { leadsTo?: string[]; creditTowards?: string[] }) {
  const backend = createLocalBackend(DEFAULT_DATASET_FILE);
  const doc = backend.dataset().documents.find((entry) => entry._id === id) as SanityDocument;
  doc.pathways = {
    _type: 'coursePathways',
    leadsTo: (pathways.leadsTo ?? []).map(ref),
    creditTowards: (pathways.creditTowards ?? []).map(ref),
  };
  return backend;
}

async function buildError(backend: ReturnType<typeof createLocalBackend>) {
  try {
    await loadCollection(backend, 'courses');
  } catch (error) {
    return (error as Error).message;
  }
  return null;
}

const seedCourses = await loadCollection(createLocalBackend(DEFAULT_DATASET_FILE), 'courses');
const byCode = new Map(seedCourses.map((course) => [course.code, course]));
const byId = new Map(seedCourses.map((course) => [course._id, course]));

describe('pathways between courses', () => {
  it('are seeded: Certificate III to IV to Diploma, BSB40120 to BSB50420, the fatigue units towards a qualification', () => {
    const lines = (code: string) => pathwayLinks(byCode.get(code)!, byId).map(pathwayLine);
    expect(lines('TLI30321')).toEqual(['Leads to TLI40324 Certificate IV in Supply Chain Operations']);
    expect(lines('TLI40324')).toEqual(['Leads to TLI50224 Diploma of Logistics']);
    expect(lines('BSB40120')).toEqual(['Leads to BSB50420 Diploma of Leadership and Management']);
    expect(lines('TLIF0006')).toContain('Counts towards TLI40324 Certificate IV in Supply Chain Operations');
    expect(pathwayProblems(seedCourses)).toEqual([]);
  });

  it('finds a circle through a course, and none where the links lead onwards', () => {
    const courses = [
      { _id: 'a', code: 'A', leadsTo: ['b'], creditTowards: [] },
      { _id: 'b', code: 'B', leadsTo: ['c'], creditTowards: [] },
      { _id: 'c', code: 'C', leadsTo: [], creditTowards: ['a'] },
      { _id: 'd', code: 'D', leadsTo: ['a'], creditTowards: [] },
    ];
    expect(cycleThrough(courses, 'a')).toEqual(['a', 'b', 'c', 'a']);
    expect(cycleThrough(courses, 'd')).toBeNull();
    expect(cycleThrough(courses.slice(0, 2), 'a')).toBeNull();
  });

  it('a copy of the seed with a cycle is refused by the Studio and stops the build, naming the courses', async () => {
    const backend = seedWithPathways('course-tli50224', { leadsTo: ['course-tli30321'] });
    // Outside the Studio an object's rule reports as a warning, like the other object rules (sanity-validation.ts).
    const problems = await validateBackend(backend, ['course-tli50224']);
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'pathways',
        message: expect.stringContaining('TLI50224 → TLI30321 → TLI40324 → TLI50224') as string,
      }),
    );
    const error = await buildError(backend);
    expect(error).toContain('course "TLI50224" (course-tli50224), field "pathways"');
    expect(error).toContain(
      'TLI50224 (course-tli50224) → TLI30321 (course-tli30321) → TLI40324 (course-tli40324) → TLI50224 (course-tli50224)',
    );
  });

  it('a course that leads to itself is refused by the Studio and the build', async () => {
    const backend = seedWithPathways('course-bsb40120', { leadsTo: ['course-bsb40120'] });
    const problems = await validateBackend(backend, ['course-bsb40120']);
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'pathways',
        message: 'BSB40120 cannot lead to itself: take it out of "Leads to"',
      }),
    );
    expect(await buildError(backend)).toContain(
      'course "BSB40120" (course-bsb40120), field "pathways": BSB40120 cannot lead to itself',
    );
  });

  it('a unit counting towards a qualification without it is refused by the Studio and the build', async () => {
    const backend = seedWithPathways('course-tlif0007', { creditTowards: ['course-tli40324'] });
    const message =
      'TLIF0007 is not among the units of TLI40324: add it to that qualification\'s core or elective units first, or take TLI40324 out of "Counts towards"';
    expect(await validateBackend(backend, ['course-tlif0007'])).toContainEqual(
      expect.objectContaining({ field: 'pathways', message }),
    );
    expect(await buildError(backend)).toContain(
      `course "TLIF0007" (course-tlif0007), field "pathways.creditTowards": ${message}`,
    );
  });

  it('the build names credit towards a unit', async () => {
    const backend = seedWithPathways('course-tlif0025', { creditTowards: ['course-tlif0009'] });
    expect(await buildError(backend)).toContain(
      'course "TLIF0025" (course-tlif0025), field "pathways.creditTowards": TLIF0009 is not a qualification',
    );
  });
});

describe("a category's pathway diagram", () => {
  const inCategory = (slug: string) =>
    new Set(seedCourses.filter((course) => course.category.slug === slug).map((course) => course._id));

  it('puts qualifications in columns by AQF level, with an arrow for each "leads to"', () => {
    const diagram = pathwayDiagram(inCategory('transport-and-logistics'), seedCourses)!;
    expect(diagram.columns.map((column) => column.label)).toEqual([
      'Units',
      'AQF level 2 (Certificate II)',
      'AQF level 3 (Certificate III)',
      'AQF level 4 (Certificate IV)',
      'AQF level 5 (Diploma)',
    ]);
    const node = (code: string) => diagram.nodes.find((entry) => entry.code === code)!;
    expect(node('TLI30321').x).toBeLessThan(node('TLI40324').x);
    expect(node('TLI40324').x).toBeLessThan(node('TLI50224').x);
    expect(diagram.arrows.map(({ from, to }) => `${byId.get(from)!.code}>${byId.get(to)!.code}`)).toContain(
      'TLI30321>TLI40324',
    );
    expect(node('TLI40324').creditLines.join(' ')).toMatch(/TLIF0006.*TLIF0080/);
    // Boxes in one column never overlap.
    for (const a of diagram.nodes)
      for (const b of diagram.nodes)
        if (a !== b && a.x === b.x) expect(a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
  });

  it('says every link in words, and is left out where a category has none', () => {
    const diagram = pathwayDiagram(inCategory('leadership-and-management'), seedCourses)!;
    expect(diagram.words.map((course) => [course.code, course.links.map(pathwayLine)])).toEqual([
      ['BSB40120', ['Leads to BSB50420 Diploma of Leadership and Management']],
      ['BSB40520', ['Leads to BSB50420 Diploma of Leadership and Management']],
    ]);
    expect(pathwayDiagram(inCategory('cleaning-operations'), seedCourses)).toBeNull();
  });
});
