import { describe, expect, it } from 'vitest';
import { patternDates } from '../../contracts/intakes/pattern.ts';
import { buildSchedules, nextIntake, type ScheduleDoc } from '../../contracts/intakes/schedule.ts';
import { scheduleProblems } from '../../contracts/intakes/checks.ts';
import { dayLabel, nextIntakeLine } from '../../contracts/intakes/labels.ts';
import { matchesStartingWithin, toStartingWithin, windowsOf } from '../../src/lib/intakes/starting-within.ts';
import { deliveryModesOf } from '../../contracts/delivery-modes.ts';

const courses = [
  {
    _id: 'course-a',
    slug: 'a',
    code: 'A1',
    categoryId: 'cat-t',
    deliveryModes: deliveryModesOf([{ mode: 'blended' }, { mode: 'online' }]),
  },
  {
    _id: 'course-b',
    slug: 'b',
    code: 'B1',
    categoryId: 'cat-t',
    deliveryModes: deliveryModesOf([{ mode: 'workplace' }]),
  },
];
const where = { mode: 'online' as const, location: 'Online', _updatedAt: null };
const firstMondays = {
  _id: 'pattern-a',
  _type: 'intakePattern' as const,
  courseId: 'course-a',
  ...where,
  ordinal: 1,
  weekday: 1,
  months: 6,
  from: '2026-12-01',
  closesDaysBefore: 3,
  status: 'open' as const,
};

describe('intake patterns', () => {
  it('gives the first Monday of each month for six months', () => {
    expect(patternDates(firstMondays, '2026-11-25')).toEqual([
      '2026-12-07',
      '2027-01-04',
      '2027-02-01',
      '2027-03-01',
      '2027-04-05',
      '2027-05-03',
    ]);
  });

  it('rolls forward from the day of the build when it has no start, and finds last Fridays', () => {
    expect(patternDates({ ordinal: -1, weekday: 5, months: 2 }, '2027-01-30')).toEqual(['2027-02-26', '2027-03-26']);
  });

  it('is refused when it gives no date, naming the field', () => {
    const late = { ...firstMondays, from: '2027-03-02', months: 1 };
    expect(scheduleProblems([late], courses, '2026-11-25')).toEqual([
      expect.objectContaining({ id: 'pattern-a', field: 'from', message: expect.stringContaining('gives no date') }),
    ]);
  });
});

describe('course schedules', () => {
  const full: ScheduleDoc = {
    _id: 'intake-a-jan',
    _type: 'intake',
    courseId: 'course-a',
    ...where,
    startDate: '2027-01-04',
    enrolmentCloses: '2026-12-30',
    status: 'full',
  };

  it('lists upcoming intakes soonest first; a dated intake replaces the pattern’s on its day', () => {
    const schedule = buildSchedules([firstMondays, full], courses, '2026-11-25').get('course-a')!;
    expect(schedule.intakes.map((intake) => [intake.startDate, intake.status])).toEqual([
      ['2026-12-07', 'open'],
      ['2027-01-04', 'full'],
      ['2027-02-01', 'open'],
      ['2027-03-01', 'open'],
      ['2027-04-05', 'open'],
      ['2027-05-03', 'open'],
    ]);
    expect(schedule.intakes[0]).toMatchObject({ enrolmentCloses: '2026-12-04', key: 'pattern-a-2026-12' });
  });

  it('drops an intake once its start has passed, and names the next one', () => {
    const schedule = buildSchedules([firstMondays], courses, '2026-12-08').get('course-a')!;
    expect(schedule.intakes[0].startDate).toBe('2027-01-04');
    expect(nextIntakeLine(nextIntake(schedule, '2026-12-08'), schedule.rolling)).toBe(
      'Next intake: Mon 4 January 2027 · Online',
    );
  });

  it('names the first intake with places as the next, past a full one', () => {
    const schedule = buildSchedules([firstMondays, { ...full, startDate: '2026-12-07' }], courses, '2026-11-25');
    expect(nextIntake(schedule.get('course-a')!, '2026-11-25')?.startDate).toBe('2027-01-04');
  });

  it('skips an intake whose enrolment has closed when naming the next', () => {
    const schedule = buildSchedules([firstMondays], courses, '2026-12-05').get('course-a')!;
    expect(schedule.intakes[0].startDate).toBe('2026-12-07');
    expect(nextIntake(schedule, '2026-12-05')?.startDate).toBe('2027-01-04');
  });

  it('gives a category’s intake to the courses of the category that offer its mode', () => {
    const category: ScheduleDoc = { ...firstMondays, _id: 'pattern-t', courseId: null, categoryId: 'cat-t' };
    const schedules = buildSchedules([category], courses, '2026-11-25');
    expect(schedules.get('course-a')!.intakes).toHaveLength(6);
    expect(schedules.get('course-b')!.intakes).toHaveLength(0);
  });

  it('says "Start any time" for rolling enrolment', () => {
    const rolling: ScheduleDoc = {
      _id: 'rolling-b',
      _type: 'rollingEnrolment',
      courseId: 'course-b',
      ...where,
      mode: 'workplace',
    };
    const schedule = buildSchedules([rolling], courses, '2026-11-25').get('course-b')!;
    expect(nextIntakeLine(nextIntake(schedule, '2026-11-25'), schedule.rolling)).toBe('Start any time');
  });
});

describe('the Studio’s and the build’s refusals', () => {
  const intake: ScheduleDoc = {
    _id: 'intake-1',
    _type: 'intake',
    courseId: 'course-a',
    ...where,
    startDate: '2026-12-07',
    enrolmentCloses: '2026-12-08',
    status: 'open',
  };

  it('names an enrolment that closes after the start', () => {
    expect(scheduleProblems([intake], courses, '2026-11-25')).toEqual([
      expect.objectContaining({ id: 'intake-1', field: 'enrolmentCloses' }),
    ]);
  });

  it('names the second of two intakes of one course on one day in one mode', () => {
    const ok = { ...intake, enrolmentCloses: '2026-12-01' };
    const problems = scheduleProblems([ok, { ...ok, _id: 'intake-2' }], courses, '2026-11-25');
    expect(problems).toEqual([expect.objectContaining({ id: 'intake-2', field: 'startDate' })]);
  });

  it('names an intake in a mode the course is not offered in', () => {
    const problems = scheduleProblems(
      [{ ...intake, enrolmentCloses: '2026-12-01', courseId: 'course-b' }],
      courses,
      '2026-11-25',
    );
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'mode',
        message: 'B1 is not offered Online: it is offered Workplace-based. Choose one of its modes.',
      }),
    ]);
  });

  it('takes a face-to-face intake for a course delivered face-to-face at a named place', () => {
    const classroom = {
      _id: 'course-c',
      slug: 'c',
      code: 'C1',
      categoryId: 'cat-t',
      deliveryModes: deliveryModesOf([{ mode: 'face-to-face', location: 'Eagle Farm QLD' }]),
    };
    const faceToFace = {
      ...intake,
      mode: 'face-to-face' as const,
      location: 'Eagle Farm QLD',
      enrolmentCloses: '2026-12-01',
      courseId: 'course-c',
    };
    expect(scheduleProblems([faceToFace], [...courses, classroom], '2026-11-25')).toEqual([]);
    expect(buildSchedules([faceToFace], [...courses, classroom], '2026-11-25').get('course-c')!.intakes).toEqual([
      expect.objectContaining({ mode: 'face-to-face', location: 'Eagle Farm QLD' }),
    ]);
    expect(scheduleProblems([{ ...faceToFace, courseId: 'course-a' }], courses, '2026-11-25')).toEqual([
      expect.objectContaining({ field: 'mode', message: expect.stringContaining('A1 is not offered Face-to-face') }),
    ]);
  });
});

describe('the "Starting within" filter', () => {
  it('matches by the course’s next start, with rolling enrolment in every window', () => {
    expect(windowsOf({ anyTime: false, next: '2026-11-30' }, '2026-11-25')).toEqual(['this-month', '3-months']);
    expect(windowsOf({ anyTime: false, next: '2026-12-07' }, '2026-11-25')).toEqual(['3-months']);
    expect(windowsOf({ anyTime: false, next: '2027-03-01' }, '2026-11-25')).toEqual([]);
    expect(windowsOf({ anyTime: true, next: null }, '2026-11-25')).toEqual(['this-month', '3-months']);
    expect(matchesStartingWithin([], 'all')).toBe(true);
    expect(matchesStartingWithin(['3-months'], 'this-month')).toBe(false);
    expect(toStartingWithin('soon')).toBe('all');
  });

  it('writes days as the site shows them', () => {
    expect(dayLabel('2026-12-07')).toBe('Mon 7 December 2026');
  });
});
