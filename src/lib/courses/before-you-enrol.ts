import { nationalRegisterUrl, rtoRegisterUrl } from '../../../contracts/rules/course-code.ts';
import { ASK_WHEN_IT_STARTS, NO_START_DATES } from '../../../contracts/intakes/labels.ts';
import { formatFee } from '../../../contracts/rules/price.ts';
import { telHref } from '../../../contracts/rules/phone.ts';
import { statesDuration } from '../../../contracts/rules/stated-facts.ts';
import type { CourseFundingOption } from '../../../contracts/funding/model.ts';
import { FEES_AND_FUNDING_PATH } from '../../../contracts/routes.ts';
import { feeOptions, fundingLabel, optionPrices } from './funding.ts';
import { LEARNER_RIGHTS } from './learner-rights.ts';
import { completionSentence, type Units } from './structure.ts';

/**
 * The "Before you enrol" section of a course page: every item of Standard 2.1(2)(c)(i)–(iv), in the order a
 * learner reads them. Each item has a stable id, written into the page as `data-standard-item`, so the test of
 * the built site (and later features such as intakes) can find it whatever its wording.
 */
export const STANDARD_ITEMS = {
  '(i)': [
    'code-title',
    'duration',
    'delivery-modes',
    'location',
    'commencement',
    'scheduling',
    'entry-requirements',
    'assessment',
    'licensing',
    'third-party',
  ],
  '(ii)': ['support', 'rights'],
  '(iii)': ['fees', 'payment-terms', 'refund-policy', 'subsidies'],
  '(iv)': ['materials', 'work-placement', 'withdrawal', 'usi'],
} as const;

export type StandardClause = keyof typeof STANDARD_ITEMS;
export type StandardItemId = (typeof STANDARD_ITEMS)[StandardClause][number];

export const USI_URL = 'https://www.usi.gov.au/';
export const FEES_AND_FUNDING_LINK = 'Fees and funding: which price is yours';

export interface ItemLink {
  label: string;
  href: string;
}

export interface EnrolItem {
  id: StandardItemId;
  label: string;
  /** Paragraphs, or one list when `list` is set. */
  text: string[];
  list?: boolean;
  links?: ItemLink[];
  /** What the printed page says instead of `text` and `links`, where those point to a section paper leaves out. */
  printText?: string[];
}

export interface EnrolGroup {
  clause: StandardClause;
  heading: string;
  items: EnrolItem[];
}

export interface EnrolCourse {
  code: string;
  title: string;
  courseType: 'unit' | 'qualification';
  price: string;
  duration: string;
  delivery: string;
  programDetails: {
    learningVolume: string;
    deliveryMode?: string | null;
    deliveryMethods: string[];
    /** A qualification's unit counts: completing it means every unit. */
    units?: Units | null;
  };
  entryRequirements: string;
  assessment: string;
  locations: string[];
  scheduling: string;
  licensingOutcome?: string | null;
  thirdParties?: string | null;
  fundingOptions: CourseFundingOption[];
  feeIncludes?: string | null;
  paymentTerms: string;
  additionalCharges?: string | null;
  learnerProvides: string;
  workPlacement?: string | null;
}

export interface EnrolSettings {
  brandName: string;
  rtoId: string;
  phone: string;
  contactEmail: string;
  accountsEmail: string;
  supportServices: string;
  usiInformation: string;
  withdrawalInformation: string;
  refundSummary: string;
  refundPolicy: ItemLink;
  /** The Student Handbook, the Code of Conduct and Complaints and Appeals (learner-rights.ts). */
  learnerRights: ItemLink[];
}

const lines = (...texts: (string | false | null | undefined)[]) =>
  texts.filter((text): text is string => typeof text === 'string' && text.trim() !== '');

/** When a course starts, from its intakes: the line its card shows, and where the page lists every intake. */
export interface Commencement {
  /** "Next intake: Mon 7 December 2026 · Online", "Start any time", or null when no start date is published. */
  line: string | null;
  /** The page's list of intakes, with their status, enrolment close dates and calendars. */
  intakesHref: string;
  /** The next start dates that take enrolments, as the printout lists them (the Intakes section is not printed). */
  nextDates: string[];
  contactHref: string;
}

/** The "When you can start" item: the next intake and a link to all of them, or whom to ask. */
export function commencementItem(start: Commencement): Pick<EnrolItem, 'text' | 'links' | 'printText'> {
  if (start.line === null)
    return {
      text: [NO_START_DATES],
      links: [{ label: ASK_WHEN_IT_STARTS, href: start.contactHref }],
    };
  return {
    text: [`${start.line}.`, 'Every start date, its status and when enrolments close are listed under Intakes.'],
    links: [{ label: 'See all intakes', href: start.intakesHref }],
    printText: lines(
      `${start.line}.`,
      start.nextDates.length > 0 && `Next start dates: ${start.nextDates.join('; ')}.`,
    ),
  };
}

/** The section's content, grouped by the clauses of the Standard, with wording for a learner. */
export function beforeYouEnrol(course: EnrolCourse, settings: EnrolSettings, start: Commencement): EnrolGroup[] {
  const details = course.programDetails;
  const kind = course.courseType === 'qualification' ? 'qualification' : 'unit of competency';
  const item = (id: StandardItemId, label: string, text: string[], extra: Partial<EnrolItem> = {}): EnrolItem => ({
    id,
    label,
    text,
    ...extra,
  });
  return [
    {
      clause: '(i)',
      heading: 'The course',
      items: [
        item('code-title', 'Code and title', [`${course.code} ${course.title}: a nationally recognised ${kind}.`], {
          links: [
            {
              label: `${course.code} on the National Register (training.gov.au)`,
              href: nationalRegisterUrl(course.code),
            },
            { label: `${settings.brandName}, RTO ${settings.rtoId}`, href: rtoRegisterUrl(settings.rtoId) },
          ],
        }),
        // The volume of learning most often says the duration's hours and weeks again: then it alone is given.
        item(
          'duration',
          'Duration',
          statesDuration(details.learningVolume, course.duration)
            ? [`Volume of learning: ${details.learningVolume}.`]
            : lines(`${course.duration}.`, `Volume of learning: ${details.learningVolume}.`),
        ),
        item(
          'delivery-modes',
          'How it is delivered',
          lines(course.delivery, details.deliveryMode, ...details.deliveryMethods),
          { list: true },
        ),
        item('location', 'Where', course.locations, { list: true }),
        item('commencement', 'When you can start', [], commencementItem(start)),
        item('scheduling', 'Study schedule', [course.scheduling]),
        item('entry-requirements', 'Entry requirements', [course.entryRequirements]),
        item(
          'assessment',
          'Assessment and completion',
          lines(course.assessment, details.units && completionSentence(details.units)),
        ),
        item('licensing', 'Licence outcome', [
          course.licensingOutcome?.trim() || 'This course does not lead to a licence or an occupational licence.',
        ]),
        item('third-party', 'Third parties', [
          course.thirdParties?.trim() ||
            `${settings.brandName} delivers all training and assessment itself: no other organisation is involved.`,
        ]),
      ],
    },
    {
      clause: '(ii)',
      heading: 'Support while you study',
      items: [
        item('support', 'Training and wellbeing support', [settings.supportServices], {
          links: [
            { label: `Call ${settings.phone}`, href: telHref(settings.phone) },
            { label: settings.contactEmail, href: `mailto:${settings.contactEmail}` },
          ],
        }),
        item('rights', 'Your rights', [LEARNER_RIGHTS], { links: settings.learnerRights }),
      ],
    },
    {
      clause: '(iii)',
      heading: 'Fees and payment',
      items: [
        item(
          'fees',
          'Fees',
          lines(
            ...feeOptions(course).map((option) => `${fundingLabel(option)}: ${formatFee(option.price)}`),
            course.feeIncludes && `The fee includes: ${course.feeIncludes}`,
            course.additionalCharges?.trim() || 'There are no other charges.',
          ),
        ),
        item('payment-terms', 'Paying', [course.paymentTerms]),
        item('refund-policy', 'Refunds', [settings.refundSummary], { links: [settings.refundPolicy] }),
        item(
          'subsidies',
          'Government funding and subsidies',
          course.fundingOptions.length > 0
            ? course.fundingOptions.map((option) => {
                // One paragraph per program: the fee list above has every price, the checker who pays which.
                const [, ...others] = optionPrices(option);
                const more = others.map(
                  (other) => `${other.name.replace(`${option.name}, `, '')} ${formatFee(other.price)}`,
                );
                return `${fundingLabel(option)}: ${formatFee(option.price)}${more.length > 0 ? ` (${more.join(', ')})` : ''}. Who is eligible: ${option.eligibility}.`;
              })
            : ['No government subsidy is available for this course: the full fee applies.'],
          { links: [{ label: FEES_AND_FUNDING_LINK, href: FEES_AND_FUNDING_PATH }] },
        ),
      ],
    },
    {
      clause: '(iv)',
      heading: 'What we ask of you',
      items: [
        item('materials', 'What you need', [course.learnerProvides]),
        item('work-placement', 'Work placement', [course.workPlacement?.trim() || 'No work placement is required.']),
        item('withdrawal', 'Withdrawing', [settings.withdrawalInformation], {
          links: [{ label: settings.accountsEmail, href: `mailto:${settings.accountsEmail}` }],
        }),
        item('usi', 'Unique Student Identifier (USI)', [settings.usiInformation], {
          links: [{ label: 'Create or find your USI at usi.gov.au', href: USI_URL }],
        }),
      ],
    },
  ];
}
