/**
 * Where an application to study lives: the question pages the publisher serves under `/apply/<code>/…`, the page
 * the build writes for them to stand in (and for a static host to say how to apply instead), the course data the
 * build writes for the publisher, and the cookie that holds the draft. The site links to these; the publisher
 * answers them. No address here ever carries an answer. Imported by the Studio: `.ts` imports only.
 */
import { COURSE_CODE_PATTERN } from '../rules/course-code.ts';
import type { FundingProgram, FundingQuestion, ProgramPrice } from '../funding/model.ts';
import type { PrivacyNotice, ProgramDeclaration } from './agreed-content.ts';
import type { VersionedReview } from './review.ts';
import { SECTIONS, type SectionKey } from './sections.ts';

export const APPLY_PATH = '/apply';
/** The built page each step is shown in (apply.html); on a static host, every address under APPLY_PATH shows it. */
export const APPLY_SHELL_PATH = APPLY_PATH;
/** The element of the built page whose content a step replaces: the static host's "how to apply" words. */
export const APPLY_MAIN_MARK = 'data-apply-main';
/** Every course open for applications, as the build writes it for the publisher, which reads it and never serves it. */
export const APPLY_DATA_PATH = '/apply-courses.json';

/** The httpOnly cookie holding the draft's token: the only way back to a draft, never in an address. */
export const DRAFT_COOKIE = 'nw_application';
/** After submitting: the reference, for the Done page. */
export const SUBMITTED_COOKIE = 'nw_application_done';

/** Each section's step, in task-list order. */
export const SECTION_STEPS: Readonly<Record<SectionKey, string>> = {
  course: 'course',
  funding: 'funding',
  aboutYou: 'about-you',
  usi: 'usi',
  background: 'background',
  review: 'review',
  declaration: 'declaration',
};
export const CHECK_STEP = 'check';
export const DONE_STEP = 'done';
/** "Save and come back later": where the learner asks for the e-mailed link, then is told it was sent. */
export const SAVE_STEP = 'save';
export const SAVED_STEP = 'saved';
/**
 * The e-mailed link's page: its token in the query (the one address that carries a token, never an answer). Opening
 * it redeems nothing; the page's button posts the token, so a mail scanner that fetches links cannot use it up.
 */
export const RESUME_STEP = 'resume';
export const RESUME_TOKEN_PARAM = 'token';
/** Posted from /account by a signed-in learner or employer: opens their draft on this device. */
export const CONTINUE_STEP = 'continue';
export const CONTINUE_APPLICATION_FIELD = 'application';
/** The question pages' second button: save this page, then ask for the link. */
export const SAVE_LATER_FIELD = 'then';
export const SAVE_LATER_VALUE = 'save';

/** A step's query when a Change link on "Check your answers" opened it: saving returns there. */
export const RETURN_TO_CHECK_QUERY = '?return=check';

/**
 * The price the learner chose in the fee checker. With the checker's own answers, under the names its questions
 * give them on /fees-and-funding, it opens an application with the first steps already answered.
 */
export const PRICE_PARAM = 'price';

/**
 * Where the fee checker's form goes without JavaScript, from a page whose checker has a course select
 * (/fees-and-funding): the course under COURSE_PARAM and the checker's answers under their own names. The
 * publisher sends it on to that course's "Your funding" with the answers, as a course page's checker goes itself.
 */
export const APPLY_FROM_CHECKER_PATH = `${APPLY_PATH}/from-fee-checker`;

/** The task list (no step), a section's step, "Check your answers" or Done, for a course. */
export const applyHref = (code: string, step?: string) => `${APPLY_PATH}/${code}${step ? `/${step}` : ''}`;

export const sectionOfStep = (step: string): SectionKey | undefined =>
  SECTIONS.find((section) => SECTION_STEPS[section.key] === step)?.key;

const STEPS = new Set([
  ...Object.values(SECTION_STEPS),
  CHECK_STEP,
  DONE_STEP,
  SAVE_STEP,
  SAVED_STEP,
  RESUME_STEP,
  CONTINUE_STEP,
]);

/** The course code and step of an address under APPLY_PATH (step null: the task list), or null for any other. */
export function applyRoute(pathname: string): { code: string; step: string | null } | null {
  const [root, code, step, ...rest] = pathname.split('/').slice(1);
  if (`/${root}` !== APPLY_PATH || !code || !COURSE_CODE_PATTERN.test(code) || rest.length > 0) return null;
  if (step === undefined) return { code, step: null };
  return STEPS.has(step) ? { code, step } : null;
}

/**
 * The same address with its course code in capitals, where only the capitals kept it from being one of
 * APPLY_PATH's (/apply/tli30321, as a course page's address writes the code); null for any other.
 */
export function applyPathInCapitals(pathname: string): string | null {
  const [, root, code, ...rest] = pathname.split('/');
  if (`/${root}` !== APPLY_PATH || !code || code === code.toUpperCase()) return null;
  const capitalised = ['', root, code.toUpperCase(), ...rest].join('/');
  return applyRoute(capitalised) ? capitalised : null;
}

/** A course open for applications, as its question pages need it. */
export interface ApplyCourse {
  code: string;
  title: string;
  /** The full fee. */
  price: string;
  fundingOptions: ProgramPrice[];
  /**
   * Its upcoming intakes, soonest first. `axcelerateInstanceId` is the intake's class in aXcelerate, where the
   * hand-off enrols each application (docs/handoff.md); the question pages never show it, and the publisher never
   * serves this file.
   */
  intakes: { key: string; label: string; axcelerateInstanceId?: number }[];
  /** Whether a learner may start any time. */
  anyTime: boolean;
  deliveryModes: { value: string; label: string }[];
  /** The states and territories a learner may study from (QLD, NSW…). */
  states: string[];
  /** Its pre-training review: every course's questions and rules, then its category's, with their version. */
  review: VersionedReview;
}

/** What the build writes at APPLY_DATA_PATH. */
export interface ApplyData {
  courses: ApplyCourse[];
  programs: FundingProgram[];
  questions: FundingQuestion[];
  privacyNotice: PrivacyNotice;
  /** The declarations of the programs whose prices the courses offer, where a program has one. */
  declarations: ProgramDeclaration[];
  /** How to apply without the online form: the site settings' contact details. */
  contact: { email: string; phone: string };
}
