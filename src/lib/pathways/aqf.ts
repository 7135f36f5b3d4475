import { QUALIFICATION_CODE_PATTERN } from '../../../contracts/rules/course-code.ts';

/**
 * The AQF level of a qualification, read from its national code: the first digit after the training package's
 * letters (TLI30321 is a Certificate III, level 3; BSB50420 a Diploma, level 5). Units have no level.
 */
export function aqfLevel(course: { code: string; courseType: string }): number | null {
  if (course.courseType !== 'qualification' || !QUALIFICATION_CODE_PATTERN.test(course.code)) return null;
  return Number(course.code[3]);
}

const QUALIFICATION_KINDS: Record<number, string> = {
  1: 'Certificate I',
  2: 'Certificate II',
  3: 'Certificate III',
  4: 'Certificate IV',
  5: 'Diploma',
  6: 'Advanced Diploma',
  8: 'Graduate Certificate or Diploma',
};

/** "AQF level 3 (Certificate III)". */
export const aqfLevelName = (level: number) =>
  QUALIFICATION_KINDS[level] ? `AQF level ${level} (${QUALIFICATION_KINDS[level]})` : `AQF level ${level}`;

/** A qualification's level in words, or null for a unit. */
export function aqfLevelLabel(course: { code: string; courseType: string }): string | null {
  const level = aqfLevel(course);
  return level === null ? null : aqfLevelName(level);
}
