import { SHARED_UNITS_ROW, type CompareCourse, type CompareData } from './model.ts';

/** Side by side, four courses still fit a laptop's width; the link may name more, and the page says so. */
export const COMPARE_MAX = 4;

/** The codes of ?courses=, in capitals, once each, in the order given. */
export function parseCompareCodes(param: string | null): string[] {
  const codes = (param ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)];
}

export interface CompareSelection {
  /** The first four courses of the link that exist. */
  courses: CompareCourse[];
  /** Codes in the link that no course has, each named on the page. */
  unknown: string[];
  /** How many courses the link names that exist: more than four, and the page says it shows the first four. */
  found: number;
}

/** The courses the link names, found in the compare data: the first four shown, every unknown code named. */
export function selectCourses(codes: readonly string[], data: CompareData): CompareSelection {
  const byCode = new Map(data.courses.map((course) => [course.code, course]));
  const found = codes.flatMap((code) => byCode.get(code) ?? []);
  return {
    courses: found.slice(0, COMPARE_MAX),
    unknown: codes.filter((code) => !byCode.has(code)),
    found: found.length,
  };
}

export const unknownCodeMessage = (code: string) => `We could not find ${code}`;
export const beyondMaxMessage = (found: number) =>
  `Your link names ${found} courses; a comparison shows ${COMPARE_MAX} at a time, so these are the first ${COMPARE_MAX}.`;

/** Each course's units that at least one other compared course has too. */
export function sharedUnits(courses: readonly CompareCourse[]): string[][] {
  return courses.map((course, index) => {
    const others = new Set(
      courses.flatMap((other, otherIndex) => (otherIndex === index ? [] : other.units.map((unit) => unit.code))),
    );
    const shared = course.units.filter((unit) => others.has(unit.code));
    return shared.length > 0 ? shared.map((unit) => `${unit.code} ${unit.title}`) : ['None in common'];
  });
}

/** Each row's cells for the courses shown, the shared-units row included. */
export function cellsByRow(data: CompareData, courses: readonly CompareCourse[]): Map<string, string[][]> {
  const shared = sharedUnits(courses);
  return new Map(
    data.rows.map((row) => [
      row.id,
      row.id === SHARED_UNITS_ROW ? shared : courses.map((course) => course.rows[row.id] ?? []),
    ]),
  );
}

/** A row where every course says the same thing: "Show differences only" hides it. */
export const allAgree = (cells: readonly string[][]) =>
  cells.every((cell) => JSON.stringify(cell) === JSON.stringify(cells[0]));
