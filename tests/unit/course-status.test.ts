import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  intakeAfterLastDayProblem,
  isRetired,
  lastDayProblem,
  latestLastDay,
  statusLine,
  statusNotice,
} from '../../contracts/courses/status.ts';
import { scheduleProblems } from '../../contracts/intakes/checks.ts';
import { resolveRedirects } from '../../contracts/redirects/rules.ts';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE, type SanityDocument } from '../../src/content/local-dataset.node.ts';
import { retiredCourseRedirect } from '../../src/content/retired-courses.ts';
import { scheduleCourseOf } from '../../src/lib/intakes/checked-schedules.ts';
import { complianceReport, type RawDocument } from '../../studio/compliance/compliance.ts';
import { validateBackend } from './sanity-validation.ts';

// The seed's superseded qualification: TLI40319, replaced by TLI40324, last day for new learners 30 June 2027.
const BEFORE = '2027-06-30T12:00:00+10:00';
const AFTER = '2027-07-01T00:30:00+10:00';

const seed = () => createLocalBackend(DEFAULT_DATASET_FILE);
const docOf = (backend: ReturnType<typeof seed>, id: string) =>
  backend.dataset().documents.find((doc) => doc._id === id) as SanityDocument;

async function loadOn(time: string, backend = seed()) {
  vi.stubEnv('BUILD_TIME', time);
  return {
    courses: await loadCollection(backend, 'courses'),
    retired: await loadCollection(backend, 'retiredCourses'),
  };
}

async function errorOf(load: Promise<unknown>) {
  try {
    await load;
  } catch (error) {
    return (error as Error).message;
  }
  return null;
}

afterEach(() => vi.unstubAllEnvs());

describe('the rules of a superseded or withdrawn course', () => {
  it('allows new learners until one year after the replacement was released, a leap day ending on 28 February', () => {
    expect(latestLastDay('2026-06-30')).toBe('2027-06-30');
    expect(latestLastDay('2024-02-29')).toBe('2025-02-28');
  });

  it('suggests the last day, and refuses one missing or later than the guidance allows', () => {
    const replacement = { code: 'TLI40324', releasedOn: '2026-06-30' };
    expect(lastDayProblem({ kind: 'superseded' }, replacement)).toBe(
      'Give the last day new learners may enrol. Suggested: 30 June 2027, one year after TLI40324 was released.',
    );
    expect(lastDayProblem({ kind: 'superseded', lastDay: '2027-07-01' }, replacement)).toBe(
      'New learners may not enrol later than one year after TLI40324 was released (30 June 2027).',
    );
    expect(lastDayProblem({ kind: 'superseded', lastDay: '2027-06-30' }, replacement)).toBeNull();
    expect(lastDayProblem({ kind: 'withdrawn' }, null)).toBe('Give the last day new learners may enrol.');
    expect(lastDayProblem({ kind: 'current' }, null)).toBeNull();
  });

  it('is published through its last day and retired from the next', () => {
    const status = { kind: 'superseded' as const, lastDay: '2027-06-30' };
    expect(isRetired(status, '2027-06-30')).toBe(false);
    expect(isRetired(status, '2027-07-01')).toBe(true);
    expect(isRetired({ kind: 'current', lastDay: '2020-01-01' }, '2027-07-01')).toBe(false);
  });

  it('says so plainly on the course page', () => {
    const course = { code: 'TLI40319', status: { kind: 'superseded' as const, lastDay: '2027-06-30' } };
    expect(statusNotice(course, 'TLI40324')).toBe(
      'TLI40319 has been superseded by TLI40324; you can enrol in TLI40319 until 30 June 2027',
    );
    expect(statusNotice({ code: 'TLI40319', status: { kind: 'withdrawn', lastDay: '2027-06-30' } })).toBe(
      'TLI40319 has been withdrawn; you can enrol in TLI40319 until 30 June 2027',
    );
    expect(statusNotice({ code: 'TLI40324', status: { kind: 'current' } })).toBeNull();
  });

  it('counts the days left, warning from 60 days before the last day', () => {
    const course = { code: 'TLI40319', status: { kind: 'superseded' as const, lastDay: '2027-06-30' } };
    expect(statusLine(course, '2027-04-30')).toEqual({
      line: 'Superseded: 61 days left to enrol (last day 30 June 2027)',
      warn: false,
    });
    expect(statusLine(course, '2027-05-01')).toMatchObject({ warn: true });
    expect(statusLine(course, '2027-06-30')?.line).toBe('Superseded: 0 days left to enrol (last day 30 June 2027)');
  });

  it('refuses an intake that starts after the last day', () => {
    const course = { code: 'TLI40319', status: { kind: 'superseded' as const, lastDay: '2027-06-30' } };
    expect(intakeAfterLastDayProblem('2027-06-30', course)).toBeNull();
    expect(intakeAfterLastDayProblem('2027-07-05', course)).toBe(
      'TLI40319 takes no new learners after 30 June 2027: an intake cannot start after that day',
    );
  });
});

describe('the seed’s superseded TLI40319 on either side of its last day', () => {
  it('before: in the catalogue, naming its replacement', async () => {
    const { courses, retired } = await loadOn(BEFORE);
    const old = courses.find((course) => course.code === 'TLI40319');
    expect(old?.status).toMatchObject({
      kind: 'superseded',
      lastDay: '2027-06-30',
      replacement: { code: 'TLI40324', slug: 'tli40324', hasDetailPage: true },
    });
    expect(retired).toEqual([]);
  });

  it('after: out of the catalogue (so of search, sitemap, compare data, feeds and pathways), its page sent to TLI40324', async () => {
    const { courses, retired } = await loadOn(AFTER);
    expect(courses.map((course) => course.code)).not.toContain('TLI40319');
    expect(courses.map((course) => course.code)).toContain('TLI40324');
    expect(resolveRedirects(retired.map(retiredCourseRedirect))).toEqual([
      { id: 'course-tli40319', from: '/courses/tli40319', to: '/courses/tli40324', status: 301 },
    ]);
  });

  it('after: a withdrawn course’s page goes to its category', async () => {
    const backend = seed();
    docOf(backend, 'course-tli40319').status = { kind: 'withdrawn', lastDay: '2027-06-30' };
    const { retired } = await loadOn(AFTER, backend);
    expect(retired.map(retiredCourseRedirect)).toEqual([
      { id: 'course-tli40319', from: '/courses/tli40319', to: '/courses/transport-and-logistics', permanent: true },
    ]);
  });

  it('after: content that still links to it stops the build, naming the document', async () => {
    const backend = seed();
    const home = docOf(backend, 'homePage');
    (home.popularCourses as unknown[]).push({ _key: 'old', _type: 'reference', _ref: 'course-tli40319' });
    vi.stubEnv('BUILD_TIME', AFTER);
    expect(await errorOf(loadCollection(backend, 'retiredCourses'))).toContain(
      'homePage "homePage" (homePage) links to course "TLI40319" (course-tli40319), which takes no new learners since 30 June 2027',
    );
    vi.stubEnv('BUILD_TIME', BEFORE);
    expect(await errorOf(loadCollection(backend, 'retiredCourses'))).toBeNull();
  });

  it('after: a link to its page resolves no more, so the build refuses it', async () => {
    const backend = seed();
    backend.dataset().documents.push({
      _id: 'redirect-old-cert-iv',
      _type: 'redirect',
      from: '/cert-iv-2019',
      to: { reference: { _type: 'reference', _ref: 'course-tli40319' } },
    });
    vi.stubEnv('BUILD_TIME', BEFORE);
    expect((await loadCollection(backend, 'redirects'))[0]).toMatchObject({ to: '/courses/tli40319' });
    vi.stubEnv('BUILD_TIME', AFTER);
    expect(await errorOf(loadCollection(backend, 'redirects'))).toContain(
      'redirect "redirect-old-cert-iv", field "to.reference": The redirect goes to a page that is not published',
    );
  });

  it('the Studio and the build refuse an intake of TLI40319 after its last day', async () => {
    const backend = seed();
    backend.dataset().documents.push({
      _id: 'intake-late',
      _type: 'intake',
      course: { _type: 'reference', _ref: 'course-tli40319' },
      mode: 'online',
      location: 'Online',
      startDate: '2027-07-05',
      enrolmentCloses: '2027-06-28',
      status: 'open',
    });
    const problems = await validateBackend(backend, ['intake-late']);
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'startDate',
        message: 'TLI40319 takes no new learners after 30 June 2027: an intake cannot start after that day',
      }),
    );
    const { courses } = await loadOn(BEFORE, backend);
    const late = { _id: 'intake-late', _type: 'intake' as const, courseId: 'course-tli40319', mode: 'online' as const };
    const doc = { ...late, location: 'Online', startDate: '2027-07-05', enrolmentCloses: '2027-06-28', status: 'open' };
    expect(scheduleProblems([doc as never], courses.map(scheduleCourseOf), '2027-06-01')).toContainEqual(
      expect.objectContaining({ id: 'intake-late', field: 'startDate' }),
    );
  });

  it('the Studio refuses a last day later than one year after TLI40324’s release, suggesting the day', async () => {
    const backend = seed();
    const status = docOf(backend, 'course-tli40319').status as Record<string, unknown>;
    status.lastDay = '2027-12-31';
    const problems = await validateBackend(backend, ['course-tli40319']);
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'status',
        message: 'New learners may not enrol later than one year after TLI40324 was released (30 June 2027).',
      }),
    );
  });

  it('the Compliance view lists it with the days left, warning within 60 days', () => {
    const docs = seed().dataset().documents as RawDocument[];
    const row = (today: string) => complianceReport(docs, today).find((entry) => entry.id === 'course-tli40319');
    expect(row('2026-12-01')).toMatchObject({
      status: 'Superseded: 211 days left to enrol (last day 30 June 2027)',
      warnings: [],
    });
    expect(row('2027-05-15')?.warnings).toEqual([
      'Superseded: 46 days left to enrol (last day 30 June 2027): tell enquirers about the replacement and plan the last intakes',
    ]);
    expect(complianceReport(docs, '2026-12-01').find((entry) => entry.id === 'course-tli40324')?.status).toBeNull();
  });
});
