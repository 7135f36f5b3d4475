import { durationHours } from '../../../contracts/rules/course-fields.ts';

/** A qualification's unit counts as the content stores them (programDetails.units). */
export interface Units {
  total: number;
  core: number;
  electives: { count: number; kind: string }[];
}

const listed = (parts: string[]) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/** "2 core, 4 warehousing electives and 8 general electives" */
export const unitBreakdown = (units: Units) =>
  listed([`${units.core} core`, ...units.electives.map(({ count, kind }) => `${count} ${kind}`)]);

/** The Structure line of Program Details: "14 units: 2 core, 4 warehousing electives and 8 general electives; about 36 hours per unit." */
export function structureLine(units: Units, duration: string, note?: string | null): string {
  const hours = durationHours(duration);
  const perUnit = hours === null ? '' : `; about ${Math.round(hours / units.total)} hours per unit`;
  return [`${units.total} units: ${unitBreakdown(units)}${perUnit}.`, note?.trim()].filter(Boolean).join(' ');
}

/** The first of a qualification's Program Features: "14 units of competency: 2 core, …". */
export const unitsFeature = (units: Units) => `${units.total} units of competency: ${unitBreakdown(units)}`;

/** What completing takes, for "Before you enrol": every unit of a qualification. */
export const completionSentence = (units: Units) =>
  `To complete, you must be assessed competent in all ${units.total} units.`;

/** A course page's Program Features: a qualification's unit counts first, from its structure. */
export const programFeatures = (course: { features: string[]; programDetails: { units?: Units | null } }) =>
  course.programDetails.units ? [unitsFeature(course.programDetails.units), ...course.features] : course.features;
