import { neededQuestions, type PriceOutcome } from '../../../contracts/funding/engine.ts';
import { answersFromQuery } from '../../../contracts/funding/answers.ts';
import type { FundingProgram, FundingQuestion, ProgramPrice } from '../../../contracts/funding/model.ts';
import { contactHref } from '../../../contracts/routes.ts';
import { formatFee } from '../../../contracts/rules/price.ts';
import { counted } from '../../../contracts/counted.ts';

/** A course as the fee checker needs it. */
export interface CheckerCourse {
  code: string;
  title: string;
  price: string;
  fundingOptions: ProgramPrice[];
  /** A coordinator opened the course for applications: each price the learner may pay offers "Apply online". */
  applicationsOpen: boolean;
}

/** What a checker on a page needs: the courses it answers for, and only the programs and questions they use. */
export interface CheckerContent {
  courses: CheckerCourse[];
  programs: FundingProgram[];
  questions: FundingQuestion[];
}

export function checkerContent(
  courses: readonly CheckerCourse[],
  funding: { programs: readonly FundingProgram[]; questions: readonly FundingQuestion[] },
): CheckerContent {
  const options = courses.flatMap((course) => course.fundingOptions);
  const programs = funding.programs.filter((program) => options.some((option) => option.program === program._id));
  return {
    courses: courses.map(({ code, title, price, fundingOptions, applicationsOpen }) => ({
      code,
      title,
      price,
      applicationsOpen,
      fundingOptions: fundingOptions.map(({ program, price, concessionPrice }) => ({
        program,
        price,
        concessionPrice,
      })),
    })),
    programs,
    questions: neededQuestions(options, programs, funding.questions),
  };
}

/** Where answers wait between pages of one visit, so a second course page asks nothing twice. */
export const ANSWERS_STORAGE_KEY = 'northwind:fee-checker';

/** The answers a page starts with: those kept for this visit, then the URL's, which win (a shared link). */
export function startingAnswers(
  search: string,
  stored: string | null,
  questions: readonly FundingQuestion[],
): { answers: Record<string, string>; fromUrl: boolean } {
  const fromUrl = answersFromQuery(search, questions);
  let kept: Record<string, string> = {};
  try {
    kept = answersFromQuery(
      new URLSearchParams(JSON.parse(stored ?? '{}') as Record<string, string>).toString(),
      questions,
    );
  } catch {
    // A damaged entry is ignored: the learner answers again.
  }
  return { answers: { ...kept, ...fromUrl }, fromUrl: Object.keys(fromUrl).length > 0 };
}

/** The answers to keep for the visit: every question's, merged over what another page kept. */
export function answersToStore(stored: string | null, answers: Record<string, string>): string {
  let kept: Record<string, string>;
  try {
    kept = JSON.parse(stored ?? '{}') as Record<string, string>;
  } catch {
    kept = {};
  }
  return JSON.stringify({ ...kept, ...answers });
}

/** "Enquire about this price": Get in Touch with a subject and message naming the course and the price, no answers. */
export function enquiryHref(
  course: Pick<CheckerCourse, 'code' | 'title'>,
  outcome: Pick<PriceOutcome, 'name' | 'price'>,
) {
  return contactHref(
    `Fee enquiry: ${course.code} ${outcome.name}`,
    `Hello, I would like to check whether I can pay the ${outcome.name} price of ${formatFee(outcome.price)} for ${course.code} ${course.title}. Please let me know what you need from me.`,
  );
}

const DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A checked-on date as people read it: "2026-11-26" → "26 November 2026". */
export const dayLabel = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

export const STATUS_LABELS = {
  eligible: 'You may pay this',
  'not-eligible': 'Not for you',
  check: 'We need to check',
} as const;

/** The live region's one line: how many prices, and how many are the learner's. */
export function resultSummary(outcomes: readonly Pick<PriceOutcome, 'status'>[]): string {
  const count = (status: PriceOutcome['status']) => outcomes.filter((outcome) => outcome.status === status).length;
  const parts = [
    `${count('eligible')} you may pay`,
    count('check') > 0 ? `${count('check')} we need to check` : '',
    count('not-eligible') > 0 ? `${count('not-eligible')} not for you` : '',
  ].filter(Boolean);
  return `${counted(outcomes.length, 'price')}: ${parts.join(', ')}.`;
}

export const ESTIMATE_NOTE = 'This is an estimate; we confirm eligibility at enrolment.';

/** The words of one course's "What will I pay?", on its own page ("this course") and on a coordinator's page. */
export const courseCheckerText = (course: string) => ({
  heading: 'What will I pay?',
  intro: `Answer a few questions to see each price you may pay for ${course}, why, and what to bring.`,
  rulesHeading: 'How each price works',
});
