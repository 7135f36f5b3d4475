import { getCourses } from '../../content/courses';
import { getSiteSettings } from '../../content/site-settings';
import { getStartFacts } from '../intakes/schedules';
import { getPathwayLinks } from '../pathways/pathway-links';
import { pathwayLine } from '../pathways/links';
import type { CompareData } from './model';
import { COMPARE_ROWS, compareCourse, compareInputCourse } from './rows';

let data: Promise<CompareData> | undefined;

/**
 * Every course's compare rows, as the build knows them: what /compare carries and /compare-data.json serves. Worked
 * out once per build, as the pathways and intake schedules it reads are.
 */
export const compareData = () => (data ??= rows());

async function rows(): Promise<CompareData> {
  const [courses, settings, pathways] = await Promise.all([getCourses(), getSiteSettings(), getPathwayLinks()]);
  return {
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
}
