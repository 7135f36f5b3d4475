import type { APIRoute } from 'astro';
import { getCourses } from '../content/courses';
import { getPathwayLinks } from '../lib/pathways/pathway-links';
import { getStartFacts } from '../lib/intakes/schedules';
import { getSiteSettings } from '../content/site-settings';
import { COMPARE_ROWS, compareCourse, compareInputCourse } from '../lib/compare/rows';
import type { CompareData } from '../lib/compare/model';
import { pathwayLine } from '../lib/pathways/links';

/** Every course's compare rows in one file, written at build time; only /compare and /shortlist fetch it. */
export const GET: APIRoute = async () => {
  const [courses, settings, pathways] = await Promise.all([getCourses(), getSiteSettings(), getPathwayLinks()]);
  const data: CompareData = {
    rows: COMPARE_ROWS.map(({ id, label }) => ({ id, label })),
    courses: await Promise.all(
      courses.map(async (course) =>
        compareCourse({
          course: compareInputCourse(course),
          startLine: (await getStartFacts(course._id)).line,
          leadsTo: (pathways.get(course._id) ?? []).map(pathwayLine),
          settings,
        }),
      ),
    ),
  };
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
};
