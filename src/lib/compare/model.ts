/**
 * The compare data's shape, shared by the build that writes it (rows.ts) and the scripts of /compare and
 * /shortlist that read it. Every value is the lines a cell shows, so two courses agree when their lines do.
 */
export interface CompareRowHead {
  id: string;
  label: string;
}

export interface CompareUnit {
  code: string;
  title: string;
}

export interface CompareCourse {
  code: string;
  title: string;
  /** The course page, when the course has one. */
  href: string | null;
  /** The lines of each row, by row id; the shared-units row is worked out from `units` for the courses shown. */
  rows: Record<string, string[]>;
  /** Every unit the course is or contains, for "Units the courses share". */
  units: CompareUnit[];
}

export interface CompareData {
  rows: CompareRowHead[];
  courses: CompareCourse[];
}

export const SHARED_UNITS_ROW = 'shared-units';
