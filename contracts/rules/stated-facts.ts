/**
 * A course states a few facts in structured fields: its unit counts (total, core, electives), its duration
 * (hours and weeks of learning) and its price. Free text that restates one of them drifts when the field
 * changes, so the Studio refuses, and the build names, any text whose number disagrees with the field, and any
 * unit code that is malformed or, in a qualification, not listed in its structure. Each message names the
 * field and both numbers. Imported by the Studio: `.ts` imports only.
 */
import { QUALIFICATION_CODE_PATTERN, UNIT_CODE_PATTERN } from './course-code.ts';
import { durationHours } from './course-fields.ts';
import { priceAmount } from './price.ts';
import { counted } from '../counted.ts';

/** A qualification's packaging: how many units in total, how many core, and each kind of elective with its count. */
export interface UnitCounts {
  total?: number | null;
  core?: number | null;
  electives?: { count?: number | null; kind?: string | null }[] | null;
}

interface UnitRef {
  code?: string | null;
}

/** The fields of a course this rule reads; the Studio's document and the build's query both have this shape. */
export interface StatedFactsCourse {
  courseType?: string | null;
  price?: string | null;
  duration?: string | null;
  fundingOptions?: { price?: string | null }[] | null;
  programDetails?: {
    units?: UnitCounts | null;
    coreUnits?: UnitRef[] | null;
    licensingUnit?: UnitRef | null;
    electiveGroups?: { units?: UnitRef[] | null }[] | null;
    [field: string]: unknown;
  } | null;
  [field: string]: unknown;
}

/** A segment of the path to the text: a field name, an index, or a Studio array item's key. */
export type PathSegment = string | number | { _key: string };

export interface StatedFactProblem {
  path: PathSegment[];
  message: string;
}

/**
 * The free-text fields of a course, with the title the Studio shows. `amounts: false` marks text about other
 * charges (a deposit, a replacement certificate), where a dollar amount is not the price.
 */
export const COURSE_TEXT_FIELDS: { path: string[]; title: string; amounts?: false }[] = [
  { path: ['summary'], title: 'Summary' },
  { path: ['targetAudience'], title: 'Who it is for' },
  { path: ['metaDescription'], title: 'Search engine description' },
  { path: ['description'], title: 'Unit descriptor / qualification overview' },
  { path: ['features'], title: 'Program features' },
  { path: ['benefits'], title: 'Student benefits' },
  { path: ['approach', 'text'], title: 'Our applied approach' },
  { path: ['programDetails', 'learningVolume'], title: 'Volume of learning' },
  { path: ['programDetails', 'structureNote'], title: 'Structure note' },
  { path: ['entryRequirements'], title: 'Entry requirements' },
  { path: ['assessment'], title: 'Assessment' },
  { path: ['locations'], title: 'Delivery locations' },
  { path: ['scheduling'], title: 'Scheduling' },
  { path: ['licensingOutcome'], title: 'Licence outcome' },
  { path: ['thirdParties'], title: 'Third-party arrangements' },
  { path: ['feeIncludes'], title: 'What the fee includes', amounts: false },
  { path: ['paymentTerms'], title: 'Payment terms', amounts: false },
  { path: ['additionalCharges'], title: 'Additional charges', amounts: false },
  { path: ['learnerProvides'], title: 'What learners provide' },
  { path: ['workPlacement'], title: 'Work placement' },
];

const count = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const electivesOf = (units: UnitCounts) => (units.electives ?? []).filter((group) => group);
export const electiveTotal = (units: UnitCounts) =>
  electivesOf(units).reduce((sum, group) => sum + count(group.count), 0);

/** The packaging adds up: the total is the core units plus every kind of elective. */
export function unitCountsProblem(units: UnitCounts | null | undefined): string | null {
  if (!units || typeof units.total !== 'number') return null;
  const sum = count(units.core) + electiveTotal(units);
  if (sum === units.total) return null;
  return `The counts add up to ${sum} units (${count(units.core)} core and ${electiveTotal(units)} electives), but the total is ${units.total}: correct the total or the counts`;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};
const NUMBER = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const numberOf = (text: string) => NUMBER_WORDS[text.toLowerCase()] ?? Number(text);

const TOTAL_UNITS = new RegExp(`\\b${NUMBER}\\s+units?\\b`, 'gi');
const CORE_UNITS = new RegExp(`\\b${NUMBER}\\s+core\\b`, 'gi');
// "12 electives", "4 warehousing electives", "2 Group A electives": the words between name the kind.
const ELECTIVES = new RegExp(`\\b${NUMBER}\\s+((?:[\\w/-]+\\s+){0,2}?)electives?\\b`, 'gi');
const VOLUME = /\b(\d[\d,]*)\s*hours?\s*(?:over|in|across|\/)\s*(\d+)\s*weeks?\b/gi;
const AMOUNT = /\$\d[\d,]*(?:\.\d{2})?/g;
// Anything shaped like a national code, well-formed or not: capital letters then digits, e.g. TLIF0025 or TLIF025.
const CODE_LIKE = /\b[A-Z][A-Za-z]{2,8}\d{3,6}[A-Za-z]?\b/g;

const weeksOf = (duration: string) => {
  const weeks = /(\d+)\s*weeks?\b/i.exec(duration)?.[1];
  return weeks === undefined ? null : Number(weeks);
};

/** The text states the duration's hours and its weeks (when it has them): it says all the duration says. */
export function statesDuration(text: string, duration: string): boolean {
  const hours = durationHours(duration);
  const weeks = weeksOf(duration);
  return [...text.matchAll(VOLUME)].some(
    ([, statedHours, statedWeeks]) =>
      Number(statedHours.replace(/,/g, '')) === hours && (weeks === null || Number(statedWeeks) === weeks),
  );
}

/** What one text says that disagrees with the course's structured facts. */
function textProblems(text: string, title: string, course: StatedFactsCourse, amounts: boolean): string[] {
  const problems: string[] = [];
  const units = course.courseType === 'qualification' ? course.programDetails?.units : null;
  if (units && typeof units.total === 'number') {
    for (const [, stated] of text.matchAll(TOTAL_UNITS)) {
      if (numberOf(stated) !== units.total)
        problems.push(
          `"${title}" says ${counted(numberOf(stated), 'unit')}, but the structure (Program details) has ${counted(units.total, 'unit')} in total: change the text or the structure`,
        );
    }
    for (const [, stated] of text.matchAll(CORE_UNITS)) {
      if (numberOf(stated) !== count(units.core))
        problems.push(
          `"${title}" says ${numberOf(stated)} core units, but the structure (Program details) has ${count(units.core)}: change the text or the structure`,
        );
    }
    for (const [, stated, words] of text.matchAll(ELECTIVES)) {
      const kind = words.trim().toLowerCase();
      const matching = electivesOf(units).filter((group) => group.kind?.toLowerCase().includes(kind));
      const expected = matching.reduce((sum, group) => sum + count(group.count), 0);
      // "12 electives" is all of them; "the remaining 13 electives" may be one kind.
      const agrees =
        numberOf(stated) === expected || (!kind && matching.some((group) => group.count === numberOf(stated)));
      if (matching.length > 0 && !agrees)
        problems.push(
          `"${title}" says ${numberOf(stated)} ${kind ? `${kind} ` : ''}electives, but the structure (Program details) has ${expected}: change the text or the structure`,
        );
    }
  }
  const hours = course.duration ? durationHours(course.duration) : null;
  const weeks = course.duration ? weeksOf(course.duration) : null;
  for (const [stated, statedHours, statedWeeks] of text.matchAll(VOLUME)) {
    const differs =
      (hours !== null && Number(statedHours.replace(/,/g, '')) !== hours) ||
      (weeks !== null && Number(statedWeeks) !== weeks);
    if (differs)
      problems.push(
        `"${title}" says ${stated}, but the duration is ${course.duration}: change the text or the duration`,
      );
  }
  const prices = [course.price, ...(course.fundingOptions ?? []).map((option) => option?.price)].filter(
    (price): price is string => Boolean(price),
  );
  if (amounts && course.price) {
    const allowed = new Set(prices.map(priceAmount));
    for (const [stated] of text.matchAll(AMOUNT)) {
      if (!allowed.has(priceAmount(stated)))
        problems.push(
          `"${title}" states ${stated}, but the course price is ${course.price}${prices.length > 1 ? ` (funded places: ${prices.slice(1).join(', ')})` : ''}: change the text or the price`,
        );
    }
  }
  const listed = listedUnits(course);
  for (const [code] of text.matchAll(CODE_LIKE)) {
    if (!QUALIFICATION_CODE_PATTERN.test(code) && !UNIT_CODE_PATTERN.test(code))
      problems.push(
        `"${title}" mentions ${code}, which is not a national code: write it as registered on training.gov.au, e.g. TLIF0025 or TLI40324`,
      );
    else if (course.courseType === 'qualification' && UNIT_CODE_PATTERN.test(code) && !listed.has(code))
      problems.push(
        `"${title}" mentions the unit ${code}, which is not in this qualification's structure: list it under core units, licensing unit or an elective group, or correct the code`,
      );
  }
  return problems;
}

/** The units a qualification lists: core, licensing and every elective group. */
function listedUnits(course: StatedFactsCourse): Set<string> {
  const details = course.programDetails;
  const refs = [
    ...(details?.coreUnits ?? []),
    details?.licensingUnit,
    ...(details?.electiveGroups ?? []).flatMap((group) => group?.units ?? []),
  ];
  return new Set(refs.flatMap((ref) => (ref?.code ? [ref.code] : [])));
}

/** Every text value at `path` in `value`, with its full path (array items by `_key` where they have one). */
function textsAt(value: unknown, path: string[], at: PathSegment[] = []): { path: PathSegment[]; text: string }[] {
  if (Array.isArray(value))
    return value.flatMap((item: unknown, index) => {
      const key = (item as { _key?: unknown } | null)?._key;
      return textsAt(item, path, [...at, typeof key === 'string' ? { _key: key } : index]);
    });
  if (path.length === 0) return typeof value === 'string' ? [{ path: at, text: value }] : [];
  if (!value || typeof value !== 'object') return [];
  return textsAt((value as Record<string, unknown>)[path[0]], path.slice(1), [...at, path[0]]);
}

/** Every statement in a course's free text that disagrees with its structured facts, by field. */
export function statedFactProblems(course: StatedFactsCourse): StatedFactProblem[] {
  const problems: StatedFactProblem[] = [];
  const packaging = unitCountsProblem(course.programDetails?.units);
  if (course.courseType === 'qualification' && packaging)
    problems.push({ path: ['programDetails', 'units', 'total'], message: packaging });
  for (const field of COURSE_TEXT_FIELDS) {
    for (const { path, text } of textsAt(course, field.path)) {
      for (const message of textProblems(text, field.title, course, field.amounts !== false))
        problems.push({ path, message });
    }
  }
  return problems;
}

/** Keys of a page's content that hold no words a visitor reads: Sanity's own, Portable Text's marks, choices. */
const NOT_WORDS = new Set(['_type', '_key', '_ref', '_weak', 'style', 'listItem', 'marks', 'markDefs', 'kind', 'slug']);

/** Every string a visitor reads in `value`, with its path (array items by `_key` where they have one). */
function wordsIn(value: unknown, at: PathSegment[]): { path: PathSegment[]; text: string }[] {
  if (typeof value === 'string') return [{ path: at, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item: unknown, index) => {
      const key = (item as { _key?: unknown } | null)?._key;
      return wordsIn(item, [...at, typeof key === 'string' ? { _key: key } : index]);
    });
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => (NOT_WORDS.has(key) ? [] : wordsIn(child, [...at, key])));
}

/** A course's fee, and each funding option's price and program name: all a page's text may state. */
export interface PageCourseFacts {
  price?: string | null;
  fundingOptions?: { price?: string | null; program?: string | null }[] | null;
}

/** A coordinator's page: its title, search fields and sections are what a visitor reads. */
export interface StatedFactsPage {
  title?: string | null;
  seo?: unknown;
  sections?: unknown;
  [field: string]: unknown;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The funding programs `text` names, by their names as written (a program's name is a proper noun: "skills first"
 * in a sentence is not Skills First). A longer name is read first, so a program whose name holds another's is not
 * also a claim of the shorter one.
 */
function programsNamed(text: string, programs: readonly string[]): string[] {
  let rest = text;
  const named: string[] = [];
  for (const program of [...programs].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(?<![\\w-])${escapeForPattern(program)}(?![\\w-])`, 'g');
    const unnamed = rest.replace(pattern, ' ');
    if (unnamed === rest) continue;
    named.push(program);
    rest = unnamed;
  }
  return named;
}

/**
 * Every dollar amount in a page's text that is no course's fee or funded price, and every funding program it names
 * that funds none of the site's courses (Compliance Requirements s7: a page's claims are checked like a course
 * page's). `courses` are the site's courses, `programs` the names of every funding program; the message sits on
 * the text.
 */
export function pageStatedFactProblems(
  page: StatedFactsPage,
  courses: readonly PageCourseFacts[],
  programs: readonly string[],
): StatedFactProblem[] {
  const options = courses.flatMap((course) => course.fundingOptions ?? []);
  const allowed = new Set(
    [...courses.map((course) => course.price), ...options.map((option) => option?.price)]
      .filter((price): price is string => Boolean(price))
      .map(priceAmount),
  );
  const funding = new Set(options.map((option) => option?.program));
  const problems: StatedFactProblem[] = [];
  for (const field of ['title', 'seo', 'sections'] as const) {
    for (const { path, text } of wordsIn(page[field], [field])) {
      for (const [stated] of text.matchAll(AMOUNT)) {
        if (!allowed.has(priceAmount(stated)))
          problems.push({
            path,
            message: `The text states ${stated}, but no course has that fee or funded price: change the text, or the course's price or funding option`,
          });
      }
      for (const program of programsNamed(text, programs)) {
        if (!funding.has(program))
          problems.push({
            path,
            message: `The text names ${program}, but no course is funded under it: change the text, or add ${program} to a course's funding options`,
          });
      }
    }
  }
  return problems;
}
