import { getCategories } from '../../content/categories.ts';
import { getCourses } from '../../content/courses.ts';
import { getCoursesPage } from '../../content/courses-page.ts';
import { getPdSessions } from '../../content/pd-sessions.ts';
import { getSiteSettings } from '../../content/site-settings.ts';
import {
  buildDay,
  getNextIntakes,
  getPdSessionTopic,
  getStartFacts,
  getUpcomingPdSessions,
} from '../intakes/schedules.ts';

/** How many of the soonest intakes "Upcoming Intakes" lists; each course page lists all of its own. */
const UPCOMING_INTAKES_SHOWN = 6;

/** Everything the catalogue shows, for its pages (/courses and each category's) to load and hand to it. */
export async function getCatalogueContent() {
  const [settings, page, categories, courses, sessions, nextIntakes, pdSessions, pdTopic] = await Promise.all([
    getSiteSettings(),
    getCoursesPage(),
    getCategories(),
    getCourses(),
    getPdSessions(),
    getNextIntakes(UPCOMING_INTAKES_SHOWN),
    getUpcomingPdSessions(),
    getPdSessionTopic(),
  ]);
  const starts = new Map(await Promise.all(courses.map(async ({ _id }) => [_id, await getStartFacts(_id)] as const)));
  return { settings, page, categories, courses, sessions, starts, nextIntakes, pdSessions, pdTopic, today: buildDay() };
}

export type CatalogueContent = Awaited<ReturnType<typeof getCatalogueContent>>;
