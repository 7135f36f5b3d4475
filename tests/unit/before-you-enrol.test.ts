import { describe, expect, it } from 'vitest';
import {
  FEES_AND_FUNDING_LINK,
  beforeYouEnrol,
  commencementItem,
  STANDARD_ITEMS,
  type EnrolCourse,
  type EnrolSettings,
} from '../../src/lib/courses/before-you-enrol.ts';
import { learnerRightsLinks } from '../../src/lib/courses/learner-rights.ts';

const start = {
  line: 'Next intake: Mon 7 December 2026 · Online',
  intakesHref: '#intakes',
  contactHref: '/get-in-touch',
  nextDates: [
    'Mon 7 December 2026 (Online, Open, enrol by Fri 4 December 2026)',
    'Mon 4 January 2027 (Online, Open, enrol by Thu 31 December 2026)',
  ],
};

const course: EnrolCourse = {
  code: 'TLI30321',
  title: 'Certificate III in Supply Chain Operations',
  courseType: 'qualification',
  price: '$6,540',
  duration: '504 hours / 56 weeks',
  delivery: 'Workplace-based',
  programDetails: { learningVolume: '504 hours over 56 weeks', deliveryMode: null, deliveryMethods: [] },
  entryRequirements: 'Working in a warehouse.',
  assessment: 'Observation at work.',
  locations: ['Your workplace'],
  scheduling: 'About 9 hours a week.',
  fundingOptions: [
    {
      program: 'fundingProgram-qld-c3g',
      name: 'Certificate 3 Guarantee',
      price: '$1,250',
      eligibility: 'Queensland residents',
      region: 'QLD',
      concessionPrice: '$625',
      concessionEligibility: 'Queensland residents with a concession card',
    },
  ],
  paymentTerms: 'Upfront or instalments.',
  learnerProvides: 'A computer.',
};

const settings: EnrolSettings = {
  brandName: 'Northwind Training',
  rtoId: '45872',
  phone: '1300 975 707',
  contactEmail: 'info@example.com',
  accountsEmail: 'accounts@example.com',
  supportServices: 'Trainer support.',
  usiInformation: 'Get a USI.',
  withdrawalInformation: 'E-mail us.',
  refundSummary: 'Refunds within 7 days.',
  refundPolicy: { label: 'Fees, Charges and Refunds', href: '/training-with-northwind/fees-charges-refunds' },
  learnerRights: learnerRightsLinks(
    [
      { slug: 'complaints-appeals', title: 'Complaints and Appeals' },
      { slug: 'student-code-of-conduct', title: 'Student Code of Conduct' },
      { slug: 'student-handbook', title: 'Student Handbook' },
      { slug: 'how-to-enrol', title: 'How to Enrol' },
    ],
    'northwind',
  ),
};

const items = (groups: ReturnType<typeof beforeYouEnrol>) =>
  new Map(groups.flatMap((group) => group.items).map((item) => [item.id, item]));

describe('"Before you enrol" on a course page', () => {
  it('gives every item of Standard 2.1(2)(c), clause by clause, in order', () => {
    const groups = beforeYouEnrol(course, settings, start);
    expect(groups.map((group) => [group.clause, group.items.map((item) => item.id)])).toEqual(
      Object.entries(STANDARD_ITEMS),
    );
  });

  it('gives the duration once where the volume of learning says the same hours and weeks, and both where it does not', () => {
    expect(items(beforeYouEnrol(course, settings, start)).get('duration')?.text).toEqual([
      'Volume of learning: 504 hours over 56 weeks.',
    ]);
    const longer = { ...course.programDetails, learningVolume: '600 hours over 56 weeks, with work at home' };
    expect(items(beforeYouEnrol({ ...course, programDetails: longer }, settings, start)).get('duration')?.text).toEqual(
      ['504 hours / 56 weeks.', 'Volume of learning: 600 hours over 56 weeks, with work at home.'],
    );
  });

  it('starts on the next intake with a link to every intake, or says whom to ask when none is published', () => {
    const next = items(beforeYouEnrol(course, settings, start)).get('commencement');
    expect(next?.text[0]).toBe('Next intake: Mon 7 December 2026 · Online.');
    expect(next?.links).toEqual([{ label: 'See all intakes', href: '#intakes' }]);
    // Paper leaves the Intakes section out, so a printout gives the dates instead of pointing there.
    expect(next?.printText).toEqual([
      'Next intake: Mon 7 December 2026 · Online.',
      'Next start dates: Mon 7 December 2026 (Online, Open, enrol by Fri 4 December 2026); Mon 4 January 2027 (Online, Open, enrol by Thu 31 December 2026).',
    ]);
    expect(commencementItem({ ...start, line: 'Start any time', nextDates: [] }).printText).toEqual([
      'Start any time.',
    ]);
    const none = commencementItem({ ...start, line: null });
    expect(none.text[0]).toMatch(/No start dates are published/);
    expect(none.links).toEqual([{ label: 'Ask when it starts', href: '/get-in-touch' }]);
    expect(none.printText).toBeUndefined();
  });

  it('lists the full fee then each funding option and its concession, and says so plainly where there is none', () => {
    const shown = items(beforeYouEnrol(course, settings, start));
    expect(shown.get('fees')?.text.slice(0, 3)).toEqual([
      'Full fee: $6,540.00',
      'Certificate 3 Guarantee, QLD: $1,250.00',
      'Certificate 3 Guarantee, concession, QLD: $625.00',
    ]);
    expect(shown.get('subsidies')?.text).toEqual([
      'Certificate 3 Guarantee, QLD: $1,250.00 (concession $625.00). Who is eligible: Queensland residents.',
    ]);
    expect(shown.get('subsidies')?.links).toEqual([{ label: FEES_AND_FUNDING_LINK, href: '/fees-and-funding' }]);
    expect(shown.get('licensing')?.text[0]).toMatch(/does not lead to a licence/);
    expect(shown.get('third-party')?.text[0]).toMatch(/^Northwind Training delivers all training/);
    expect(shown.get('work-placement')?.text).toEqual(['No work placement is required.']);
    expect(shown.get('code-title')?.links?.map((link) => link.href)).toEqual([
      'https://training.gov.au/training/details/TLI30321',
      'https://training.gov.au/organisation/details/45872',
    ]);

    const unfunded = items(beforeYouEnrol({ ...course, fundingOptions: [] }, settings, start));
    expect(unfunded.get('fees')?.text[0]).toBe('Full fee: $6,540.00');
    expect(unfunded.get('subsidies')?.text[0]).toMatch(/No government subsidy/);
  });

  it("names the learner's rights beside the support, linking the handbook, the code of conduct and complaints", () => {
    const rights = items(beforeYouEnrol(course, settings, start)).get('rights');
    expect(rights?.text[0]).toMatch(/^You have the right to fair and respectful treatment/);
    expect(rights?.links).toEqual([
      { label: 'Student Handbook', href: '/training-with-northwind/student-handbook' },
      { label: 'Student Code of Conduct', href: '/training-with-northwind/student-code-of-conduct' },
      { label: 'Complaints and Appeals', href: '/training-with-northwind/complaints-appeals' },
    ]);
    expect(() => learnerRightsLinks([{ slug: 'student-handbook', title: 'Student Handbook' }], 'northwind')).toThrow(
      /"student-code-of-conduct", and none is published/,
    );
  });

  it("says what completing takes from the qualification's own unit count", () => {
    const units = { total: 14, core: 2, electives: [{ count: 12, kind: 'electives' }] };
    const qualification = { ...course, programDetails: { ...course.programDetails, units } };
    expect(items(beforeYouEnrol(qualification, settings, start)).get('assessment')?.text).toEqual([
      'Observation at work.',
      'To complete, you must be assessed competent in all 14 units.',
    ]);
    expect(items(beforeYouEnrol(course, settings, start)).get('assessment')?.text).toEqual(['Observation at work.']);
  });
});
