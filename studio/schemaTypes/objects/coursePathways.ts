import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity';
import {
  creditProblem,
  cycleMessage,
  cycleThrough,
  selfReferenceProblem,
  type PathwayCourse,
} from '../../../contracts/pathways/rules.ts';
import { SANITY_API_VERSION } from '../../../contracts/sanity-api.ts';
import { publishedId } from '../../../contracts/document-ids.ts';

interface PathwaysValue {
  leadsTo?: { _ref?: string }[];
  creditTowards?: { _ref?: string }[];
}

const refs = (list?: { _ref?: string }[]) => (list ?? []).flatMap((item) => (item._ref ? [item._ref] : []));

// Every published course's pathways, to follow the links this course starts.
const PATHWAYS_QUERY = `*[_type == "course" && !(_id in path("drafts.**"))]{
  _id, code, "leadsTo": coalesce(pathways.leadsTo[]._ref, []), "creditTowards": coalesce(pathways.creditTowards[]._ref, [])
}`;

// The units of the qualifications a unit counts towards: their core, elective and licensing units.
const QUALIFICATION_UNITS_QUERY = `*[_id in $ids && !(_id in path("drafts.**"))]{
  code,
  "units": coalesce(programDetails.coreUnits[].code, []) + coalesce(programDetails.electiveGroups[].units[].code, [])
    + select(defined(programDetails.licensingUnit.code) => [programDetails.licensingUnit.code], [])
}`;

/**
 * Refuses a course among its own pathways, credit towards a qualification that does not include the unit, or
 * pathways that come back to the course: the message names the courses.
 */
async function pathwaysRule(value: PathwaysValue | undefined, context: ValidationContext) {
  const document = context.document as { _id: string; code?: string } | undefined;
  if (!value || !document) return true;
  const self: PathwayCourse = {
    _id: publishedId(document._id),
    code: document.code ?? 'This course',
    leadsTo: refs(value.leadsTo),
    creditTowards: refs(value.creditTowards),
  };
  const selfProblem = selfReferenceProblem(self);
  if (selfProblem) return selfProblem;
  if (self.leadsTo.length + self.creditTowards.length === 0) return true;
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  if (self.creditTowards.length > 0) {
    const qualifications = await client.fetch<{ code: string; units: string[] }[]>(QUALIFICATION_UNITS_QUERY, {
      ids: self.creditTowards,
    });
    const problem = qualifications.map((qualification) => creditProblem(self.code, qualification)).find(Boolean);
    if (problem) return problem;
  }
  const others = await client.fetch<PathwayCourse[]>(PATHWAYS_QUERY);
  const courses = [...others.filter((course) => course._id !== self._id), self];
  const cycle = cycleThrough(courses, self._id);
  return cycle ? cycleMessage(cycle, courses) : true;
}

/** The courses a pathway may name: never the course itself. */
const otherCourses =
  (condition: string) =>
  ({ document }: { document: { _id: string } }) => ({
    filter: `${condition} && _id != $self`,
    params: { self: publishedId(document._id) },
  });

/** Where a course leads: the courses to take next, and the qualifications a unit counts towards. */
export const coursePathways = defineType({
  name: 'coursePathways',
  title: 'Pathways',
  type: 'object',
  validation: (rule) => rule.custom(pathwaysRule),
  fields: [
    defineField({
      name: 'leadsTo',
      title: 'Leads to',
      type: 'array',
      description:
        'The courses a learner usually takes next, e.g. a Certificate III leads to the Certificate IV. The course page lists them under "Where this leads", and the category page draws them.',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'course' }],
          options: { disableNew: true, filter: otherCourses('true') },
        }),
      ],
      validation: (rule) => rule.unique().error('Each course only once, please'),
    }),
    defineField({
      name: 'creditTowards',
      title: 'Counts towards',
      type: 'array',
      description:
        'For a unit: the qualifications it counts towards, as a core or elective unit allowed by their packaging rules. A learner who completes it gets credit there.',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'course' }],
          options: { disableNew: true, filter: otherCourses('courseType == "qualification"') },
        }),
      ],
      validation: (rule) => rule.unique().error('Each qualification only once, please'),
    }),
  ],
});
