import { NO_START_DATES } from '../../../contracts/intakes/labels.ts';
import { formatFee } from '../../../contracts/rules/price.ts';
import { statesDuration } from '../../../contracts/rules/stated-facts.ts';
import { coursePath } from '../../../contracts/routes.ts';
import {
  beforeYouEnrol,
  type EnrolCourse,
  type EnrolSettings,
  type StandardItemId,
} from '../courses/before-you-enrol.ts';
import { feeOptions, fundingLabel, type FeeOption } from '../courses/funding.ts';
import { courseTypeLabel } from '../courses/text.ts';
import { aqfLevelLabel } from '../pathways/aqf.ts';
import { SHARED_UNITS_ROW, type CompareCourse, type CompareRowHead, type CompareUnit } from './model.ts';

/** The rows of the comparison, in the order a learner weighs them. */
export const COMPARE_ROWS = [
  { id: 'kind', label: 'Kind and AQF level' },
  { id: 'category', label: 'Category' },
  { id: 'duration', label: 'Duration and volume of learning' },
  { id: 'delivery-modes', label: 'Delivery modes' },
  { id: 'location', label: 'Where' },
  { id: 'commencement', label: 'Next intake' },
  { id: 'fees', label: 'Prices and who is eligible' },
  { id: 'entry-requirements', label: 'Entry requirements' },
  { id: 'assessment', label: 'Assessment' },
  { id: 'licensing', label: 'Licence outcome' },
  { id: 'core-units', label: 'Core units' },
  { id: 'electives', label: 'Elective examples' },
  { id: SHARED_UNITS_ROW, label: 'Units the courses share' },
  { id: 'leads-to', label: 'Where it leads' },
] as const satisfies readonly CompareRowHead[];

export type CompareRowId = (typeof COMPARE_ROWS)[number]['id'];

/** The "Before you enrol" items whose words a row repeats, so the comparison says what the course page says. */
const FROM_BEFORE_YOU_ENROL = {
  'delivery-modes': 'delivery-modes',
  location: 'location',
  'entry-requirements': 'entry-requirements',
  assessment: 'assessment',
  licensing: 'licensing',
} as const satisfies Partial<Record<CompareRowId, StandardItemId>>;

/** What a course without a page of its own gives in place of the page's details. */
export const SEE_THE_FLYER = 'Not on this site: see the program flyer';
export const NOT_A_QUALIFICATION = 'None: this is a single unit';

interface CourseFacts {
  code: string;
  slug: string;
  title: string;
  courseType: 'unit' | 'qualification';
  categoryName: string;
  price: string;
  duration: string;
  delivery: string;
}

type PageCourse = EnrolCourse & {
  programDetails: EnrolCourse['programDetails'] & {
    coreUnits: CompareUnit[];
    licensingUnit?: CompareUnit | null;
    electiveGroups: { title: string; units: CompareUnit[] }[];
  };
};

export interface CompareInput {
  course: CourseFacts & ({ hasDetailPage: true; page: PageCourse } | { hasDetailPage: false; page?: never });
  /** The course page's start line ("Next intake: …"), or null when no start date is published. */
  startLine: string | null;
  /** "Where this leads", as the course page lists it. */
  leadsTo: string[];
  settings: Omit<EnrolSettings, 'learnerRights'>;
}

const unitLine = (unit: CompareUnit) => `${unit.code} ${unit.title}`;

/** A price line with who may pay it: the figure is the course page's fee, cents and all. */
export const priceLine = (option: FeeOption) =>
  `${fundingLabel(option)}: ${formatFee(option.price)}. Who is eligible: ${option.eligibility}.`;

/** Every unit a qualification is made of, or the unit itself. */
function unitsOf(course: CompareInput['course']): CompareUnit[] {
  if (course.courseType === 'unit') return [{ code: course.code, title: course.title }];
  if (!course.hasDetailPage) return [];
  const details = course.page.programDetails;
  return [
    ...details.coreUnits,
    ...(details.licensingUnit ? [details.licensingUnit] : []),
    ...details.electiveGroups.flatMap((group) => group.units),
  ];
}

/** One course's column of the comparison. */
export function compareCourse({ course, startLine, leadsTo, settings }: CompareInput): CompareCourse {
  const qualification = course.courseType === 'qualification';
  const aqf = aqfLevelLabel(course);
  const rows: Record<string, string[]> = {
    kind: aqf ? [courseTypeLabel(course.courseType), aqf] : [courseTypeLabel(course.courseType)],
    category: [course.categoryName],
    commencement: [startLine ?? NO_START_DATES],
    'leads-to': leadsTo.length > 0 ? leadsTo : ['No pathway is listed'],
  };
  if (course.hasDetailPage) {
    const page = course.page;
    const items = new Map(
      // The comparison quotes only the items of FROM_BEFORE_YOU_ENROL, which take neither the learner's rights
      // links nor the printed start dates.
      beforeYouEnrol(
        page,
        { ...settings, learnerRights: [] },
        { line: startLine, intakesHref: '', nextDates: [], contactHref: '' },
      )
        .flatMap((group) => group.items)
        .map((item) => [item.id, item.text]),
    );
    for (const [row, item] of Object.entries(FROM_BEFORE_YOU_ENROL)) rows[row] = items.get(item) ?? [];
    // The page gives the duration, then the volume of learning, which most often says the same hours and weeks.
    const volume = page.programDetails.learningVolume;
    rows.duration = statesDuration(volume, course.duration) ? [volume] : [course.duration, volume];
    rows.fees = feeOptions(page).map(priceLine);
    const details = page.programDetails;
    rows['core-units'] = qualification
      ? [...details.coreUnits, ...(details.licensingUnit ? [details.licensingUnit] : [])].map(unitLine)
      : [NOT_A_QUALIFICATION];
    rows.electives = qualification
      ? details.electiveGroups.flatMap((group) => group.units).map(unitLine)
      : [NOT_A_QUALIFICATION];
  } else {
    rows.duration = [course.duration];
    rows['delivery-modes'] = [course.delivery];
    rows.fees = [priceLine(feeOptions({ price: course.price, fundingOptions: [] })[0])];
    for (const row of ['location', 'entry-requirements', 'assessment', 'licensing', 'core-units', 'electives'])
      rows[row] = [SEE_THE_FLYER];
  }
  return {
    code: course.code,
    title: course.title,
    href: course.hasDetailPage ? coursePath(course.slug) : null,
    rows,
    units: unitsOf(course),
  };
}

/** A course of the catalogue as the comparison reads it: its page's details when it has a page. */
export const compareInputCourse = (
  course: Omit<CourseFacts, 'categoryName'> & { category: { name: string } } & (
      ({ hasDetailPage: true } & PageCourse) | { hasDetailPage: false }
    ),
): CompareInput['course'] =>
  course.hasDetailPage
    ? { ...course, categoryName: course.category.name, hasDetailPage: true, page: course }
    : { ...course, categoryName: course.category.name, hasDetailPage: false };
