import { z } from 'astro/zod';
import { creditProblem, pathwayProblems } from '../../contracts/pathways/rules.ts';
import { ContentValidationError } from './validate.ts';

/** A course's pathways as the course query answers them: the ids of the courses linked. */
export const pathwaysFragment = /* groq */ `
  "leadsTo": coalesce(pathways.leadsTo[]._ref, []),
  "creditTowards": coalesce(pathways.creditTowards[]._ref, [])
` as const;

export const pathwaysSchema = {
  leadsTo: z.array(z.string()),
  creditTowards: z.array(z.string()),
};

interface UnitRef {
  code: string;
}

interface PathwayFields {
  _id: string;
  code: string;
  courseType: string;
  leadsTo: string[];
  creditTowards: string[];
  /** A qualification's units (courses without a page keep them too, unchecked, from the same query). */
  programDetails?: {
    coreUnits?: UnitRef[] | null;
    licensingUnit?: UnitRef | null;
    electiveGroups?: { units?: UnitRef[] | null }[] | null;
  } | null;
}

const unitsOf = ({ programDetails: details }: PathwayFields) =>
  [
    ...(details?.coreUnits ?? []),
    ...(details?.licensingUnit ? [details.licensingUnit] : []),
    ...(details?.electiveGroups ?? []).flatMap((group) => group.units ?? []),
  ].map((unit) => unit.code);

/**
 * The build's own check of what the Studio refuses: pathways to a course that is not published, credit towards
 * something other than a qualification or one that does not include the unit, and pathways that name the course
 * itself or go round in a circle.
 */
export function checkPathways(courses: PathwayFields[]): void {
  const byId = new Map(courses.map((course) => [course._id, course]));
  const name = (course: PathwayFields) => `course "${course.code}" (${course._id})`;
  const problems: string[] = [];
  for (const course of courses) {
    for (const [field, ids] of [
      ['leadsTo', course.leadsTo],
      ['creditTowards', course.creditTowards],
    ] as const) {
      for (const id of ids) {
        const target = byId.get(id);
        if (!target) problems.push(`${name(course)}, field "pathways.${field}": ${id} is not a published course`);
        else if (field === 'creditTowards' && target.courseType !== 'qualification')
          problems.push(`${name(course)}, field "pathways.creditTowards": ${target.code} is not a qualification`);
        else if (field === 'creditTowards') {
          const problem = creditProblem(course.code, { code: target.code, units: unitsOf(target) });
          if (problem) problems.push(`${name(course)}, field "pathways.creditTowards": ${problem}`);
        }
      }
    }
  }
  for (const { course, message } of pathwayProblems(courses, (linked) => `${linked.code} (${linked._id})`))
    problems.push(`${name(course)}, field "pathways": ${message}`);
  if (problems.length) throw new ContentValidationError(`Course pathways are wrong:\n  ${problems.join('\n  ')}`);
}
