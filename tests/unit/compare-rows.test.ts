import { describe, expect, it } from 'vitest';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';
import { hasCoursePage } from '../../src/content/courses.ts';
import { withEligibility } from '../../src/content/funding.ts';
import { beforeYouEnrol } from '../../src/lib/courses/before-you-enrol.ts';
import { feeOptions } from '../../src/lib/courses/funding.ts';
import { courseTypeLabel } from '../../src/lib/courses/text.ts';
import { COMPARE_ROWS, compareCourse, compareInputCourse, SEE_THE_FLYER } from '../../src/lib/compare/rows.ts';
import { pathwayLine, pathwayLinks } from '../../src/lib/pathways/links.ts';
import { checkedSchedules, scheduleCourseOf } from '../../src/lib/intakes/checked-schedules.ts';
import { nextIntake } from '../../contracts/intakes/schedule.ts';
import { NO_START_DATES, nextIntakeLine } from '../../contracts/intakes/labels.ts';
import { formatFee } from '../../contracts/rules/price.ts';
import { buildTime, siteDate } from '../../contracts/build-time.ts';

const backend = createLocalBackend(DEFAULT_DATASET_FILE);
const [loaded, [settings], intakes, [funding]] = await Promise.all([
  loadCollection(backend, 'courses'),
  loadCollection(backend, 'siteSettings'),
  loadCollection(backend, 'intakes'),
  loadCollection(backend, 'funding'),
]);
// As getCourses gives them to pages: each funding option with who is eligible.
const courses = loaded.map((course) =>
  hasCoursePage(course) ? { ...course, fundingOptions: withEligibility(course.fundingOptions, funding) } : course,
);
const today = siteDate(buildTime());
const schedules = checkedSchedules(intakes, courses.map(scheduleCourseOf), today);
const byId = new Map(courses.map((course) => [course._id, course]));

/** What the course page shows about starting: its next intake line, from the same schedule. */
const startLine = (id: string) => {
  const schedule = schedules.get(id) ?? { intakes: [], rolling: [] };
  return nextIntakeLine(nextIntake(schedule, today), schedule.rolling);
};

const rowOf = (course: (typeof courses)[number]) =>
  compareCourse({
    course: compareInputCourse(course),
    startLine: startLine(course._id),
    leadsTo: pathwayLinks(course, byId).map(pathwayLine),
    settings,
  });

describe("every course's compare row says what its page says", () => {
  it.each(courses.map((course) => [course.code, course] as const))('%s', (_code, course) => {
    const row = rowOf(course);
    expect(row.code).toBe(course.code);
    // The column's heading names the course: no cell says it again.
    for (const [id, lines] of Object.entries(row.rows))
      for (const line of lines) expect(line, id).not.toContain(`${course.code} ${course.title}`);
    // The duration cell gives the hours and the weeks once each.
    const duration = row.rows.duration.join(' ');
    for (const fact of course.duration.split(' / ')) expect(duration.split(fact), fact).toHaveLength(2);
    expect(row.rows.kind[0]).toBe(courseTypeLabel(course.courseType));
    expect(row.rows.category).toEqual([course.category.name]);
    expect(row.rows.commencement).toEqual([startLine(course._id) ?? NO_START_DATES]);
    const leads = pathwayLinks(course, byId).map(pathwayLine);
    expect(row.rows['leads-to']).toEqual(leads.length > 0 ? leads : ['No pathway is listed']);
    // Every row of the comparison has its cell (the shared units are worked out for the courses shown).
    for (const { id } of COMPARE_ROWS.filter(({ id }) => id !== 'shared-units')) expect(row.rows[id]).toBeDefined();
    if (!hasCoursePage(course)) {
      expect(row.rows.fees).toEqual([expect.stringContaining(formatFee(course.price))]);
      expect(row.rows['entry-requirements']).toEqual([SEE_THE_FLYER]);
      return;
    }
    // The page's "Before you enrol" items, word for word.
    const page = new Map(
      beforeYouEnrol(
        course,
        { ...settings, learnerRights: [] },
        { line: startLine(course._id), intakesHref: '#', nextDates: [], contactHref: '/' },
      )
        .flatMap((group) => group.items)
        .map((item) => [item.id, item.text]),
    );
    for (const id of ['delivery-modes', 'location', 'entry-requirements', 'assessment', 'licensing'])
      expect(row.rows[id], id).toEqual(page.get(id as never));
    // The page's volume of learning, which restates the duration (the Studio holds the two to the same figures).
    expect(row.rows.duration).toEqual([course.programDetails.learningVolume]);
    // Every price of the page's Program Details, with its figure as the page writes it and who may pay it.
    const prices = feeOptions(course);
    expect(row.rows.fees).toHaveLength(prices.length);
    prices.forEach((option, index) => {
      expect(row.rows.fees[index]).toContain(formatFee(option.price));
      expect(row.rows.fees[index]).toContain(option.eligibility);
    });
    const details = course.programDetails;
    if (course.courseType === 'qualification') {
      const core = [...details.coreUnits, ...(details.licensingUnit ? [details.licensingUnit] : [])];
      expect(row.rows['core-units']).toEqual(core.map((unit) => `${unit.code} ${unit.title}`));
      expect(row.rows.electives).toEqual(
        details.electiveGroups.flatMap((group) => group.units).map((unit) => `${unit.code} ${unit.title}`),
      );
    } else expect(row.units).toEqual([{ code: course.code, title: course.title }]);
  });

  it('gives the duration beside a volume of learning that does not state the same hours and weeks', () => {
    const course = courses.find((entry) => entry.code === 'TLI30321')!;
    if (!hasCoursePage(course)) throw new Error('TLI30321 has a page');
    const volume = 'Most learners need about a year, with study and workplace tasks each week';
    const row = rowOf({ ...course, programDetails: { ...course.programDetails, learningVolume: volume } });
    expect(row.rows.duration).toEqual([course.duration, volume]);
  });

  it('compares qualifications by AQF level, read from the code', () => {
    const codes = new Map(courses.map((course) => [course.code, rowOf(course).rows.kind]));
    expect(codes.get('TLI30321')).toEqual(['Qualification', 'AQF level 3 (Certificate III)']);
    expect(codes.get('BSB50420')).toEqual(['Qualification', 'AQF level 5 (Diploma)']);
    expect(codes.get('TLIF0005')).toEqual(['Unit of Competency']);
  });
});
