/**
 * Pathways between courses: a course leads to others, and a unit counts towards qualifications. A pathway must
 * lead onwards, so the links may not come back to where they started, and a unit counts only towards a
 * qualification that includes it. The Studio refuses such a course and the build stops on one, with these words.
 */

export interface PathwayCourse {
  _id: string;
  code: string;
  /** Ids of the courses it leads to. */
  leadsTo: readonly string[];
  /** Ids of the qualifications it counts towards. */
  creditTowards: readonly string[];
}

const onward = (course: PathwayCourse) => [...course.leadsTo, ...course.creditTowards];

/** A course among its own pathways: the message names it. */
export function selfReferenceProblem(course: PathwayCourse): string | null {
  if (course.leadsTo.includes(course._id)) return `${course.code} cannot lead to itself: take it out of "Leads to"`;
  if (course.creditTowards.includes(course._id))
    return `${course.code} cannot count towards itself: take it out of "Counts towards"`;
  return null;
}

/** A circle of pathways through `startId`, as the ids in order, the first repeated at the end; null when none. */
export function cycleThrough(courses: readonly PathwayCourse[], startId: string): string[] | null {
  const byId = new Map(courses.map((course) => [course._id, course]));
  const seen = new Set<string>();
  const walk = (id: string, path: string[]): string[] | null => {
    for (const next of onward(byId.get(id) ?? { _id: id, code: id, leadsTo: [], creditTowards: [] })) {
      if (next === startId) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(startId, [startId]);
}

type Label = (course: PathwayCourse) => string;
const byCode: Label = (course) => course.code;

/** "TLI30321 → TLI40324 → TLI30321 go round in a circle …", naming each course by its code (or by `label`). */
export function cycleMessage(cycle: readonly string[], courses: readonly PathwayCourse[], label = byCode): string {
  const labels = new Map(courses.map((course) => [course._id, label(course)]));
  const names = cycle.map((id) => labels.get(id) ?? id);
  return `These pathways go round in a circle: ${names.join(' → ')}. A pathway must lead onwards: take out one of these links.`;
}

/** Every course whose pathways name itself or come back to it, with the words to show. */
export function pathwayProblems<C extends PathwayCourse>(
  courses: readonly C[],
  label = byCode,
): { course: C; message: string }[] {
  return courses.flatMap((course) => {
    const self = selfReferenceProblem(course);
    if (self) return [{ course, message: self }];
    const cycle = cycleThrough(courses, course._id);
    return cycle ? [{ course, message: cycleMessage(cycle, courses, label) }] : [];
  });
}

/**
 * A unit counts towards a qualification only when the qualification's packaging rules include it: the Studio and
 * the build read those from the qualification's core, licensing and elective units.
 */
export function creditProblem(unitCode: string, qualification: { code: string; units: readonly string[] }) {
  return qualification.units.includes(unitCode)
    ? null
    : `${unitCode} is not among the units of ${qualification.code}: add it to that qualification's core or elective units first, or take ${qualification.code} out of "Counts towards"`;
}
