import { describe, expect, it } from 'vitest';
import {
  applyPathInCapitals,
  applyRoute,
  applyHref,
  sectionOfStep,
  SECTION_STEPS,
} from '../../contracts/applications/apply-routes.ts';
import type { CourseIntake } from '../../contracts/intakes/model.ts';
import { applyCourse, axcelerateInstances } from '../../src/lib/applications/apply-data.ts';

const intake = (key: string, status: CourseIntake['status']): CourseIntake => ({
  key,
  sourceId: 'intake',
  courseId: 'course-tli30321',
  startDate: '2027-02-02',
  enrolmentCloses: '2027-01-26',
  mode: 'workplace',
  location: 'Workplace-based',
  status,
  updatedAt: null,
});

const course = {
  _id: 'course-tli30321',
  code: 'TLI30321',
  title: 'Certificate III in Supply Chain Operations',
  price: '$6,540',
  fundingOptions: [],
  applicationsOpen: true,
  category: { _id: 'category-transport-and-logistics' },
  deliveryModes: [{ mode: 'workplace' }, { mode: 'face-to-face', location: 'Brisbane' }],
};

describe('a course as its application offers it', () => {
  it('offers the intakes that take enrolments, and starting any time only where the course has a rolling start', () => {
    const offered = applyCourse(
      course,
      {
        intakes: [intake('open', 'open'), intake('full', 'full'), intake('fast', 'filling-fast')],
        rolling: [],
      },
      [],
    );
    expect(offered.intakes.map((entry) => entry.key)).toEqual(['open', 'fast']);
    expect(offered.intakes[0].label).toBe('Tue 2 February 2027, Workplace-based');
    expect(offered.anyTime).toBe(false);
    expect(offered.deliveryModes).toEqual([
      { value: 'workplace', label: 'Workplace-based' },
      { value: 'face-to-face', label: 'Face-to-face' },
    ]);
  });
});

describe('the aXcelerate instances the build writes for the hand-off', () => {
  it('carries the instance a coordinator set on a dated intake of one course, and none for any other intake', () => {
    const instances = axcelerateInstances([
      { _id: 'intake-feb', _type: 'intake', courseId: 'course-tli30321', axcelerateInstanceId: 41862 },
      { _id: 'intake-apr', _type: 'intake', courseId: 'course-tli30321', axcelerateInstanceId: null },
      { _id: 'intake-category', _type: 'intake', courseId: null, axcelerateInstanceId: 50001 },
      { _id: 'pattern', _type: 'intakePattern', courseId: 'course-tli30321', axcelerateInstanceId: 50002 },
    ]);
    const offered = applyCourse(
      course,
      {
        intakes: [
          { ...intake('intake-feb', 'open'), sourceId: 'intake-feb' },
          { ...intake('intake-apr', 'open'), sourceId: 'intake-apr' },
          { ...intake('intake-category-tli30321', 'open'), sourceId: 'intake-category' },
          { ...intake('pattern-2027-03', 'open'), sourceId: 'pattern' },
        ],
        rolling: [],
      },
      [],
      instances,
    );
    expect(offered.intakes.map(({ key, axcelerateInstanceId }) => [key, axcelerateInstanceId])).toEqual([
      ['intake-feb', 41862],
      ['intake-apr', undefined],
      ['intake-category-tli30321', undefined],
      ['pattern-2027-03', undefined],
    ]);
  });
});

describe('the addresses of an application', () => {
  it('reads a course code and step back from each address it makes, and nothing else', () => {
    for (const step of Object.values(SECTION_STEPS)) {
      expect(applyRoute(applyHref('TLI30321', step))).toEqual({ code: 'TLI30321', step });
      expect(sectionOfStep(step)).toBeDefined();
    }
    expect(applyRoute(applyHref('TLI30321'))).toEqual({ code: 'TLI30321', step: null });
    for (const other of [
      '/apply',
      '/apply/tli30321/course',
      '/apply/TLI30321/payment',
      '/apply/TLI30321/course/x',
      '/applyX/TLI30321',
    ])
      expect(applyRoute(other)).toBeNull();
  });

  it('writes an address whose code is in lower case with the code in capitals, and leaves every other alone', () => {
    expect(applyPathInCapitals('/apply/tli30321')).toBe('/apply/TLI30321');
    expect(applyPathInCapitals('/apply/Tli30321/about-you')).toBe('/apply/TLI30321/about-you');
    for (const other of [
      '/apply',
      '/apply/TLI30321/course',
      '/apply/tli30321/payment',
      '/apply/no-such',
      '/about/tli30321',
    ])
      expect(applyPathInCapitals(other)).toBeNull();
  });
});
