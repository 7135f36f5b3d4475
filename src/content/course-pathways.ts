import { z } from 'astro/zod';
import { pathwayProblems } from '../../contracts/pathways/cycles.ts';
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

interface PathwayFields {
  _id: string;
  code: string;
  courseType: string;
  leadsTo: string[];
  creditTowards: string[];
}

/**
 * The build's own check of what the Studio refuses: pathways to a course that is not published, credit towards
 * something other than a qualification, and pathways that name the course itself or go round in a circle.
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
      }
    }
  }
  for (const { course, message } of pathwayProblems(courses, (linked) => `${linked.code} (${linked._id})`))
    problems.push(`${name(course)}, field "pathways": ${message}`);
  if (problems.length) throw new ContentValidationError(`Course pathways are wrong:\n  ${problems.join('\n  ')}`);
}
