import { getCourses } from '../../content/courses.ts';
import { getFunding } from '../../content/funding.ts';
import type { Page } from '../../content/pages.ts';
import { getPdSessions } from '../../content/pd-sessions.ts';
import { getTestimonials } from '../../content/testimonials.ts';
import { courseCardData } from '../courses/card-data.ts';
import { checkerContent } from '../funding/checker.ts';
import {
  buildDay,
  getNextIntakes,
  getPdSessionTopic,
  getStartFacts,
  getUpcomingPdSessions,
} from '../intakes/schedules.ts';
import { coursesOfList } from './course-list.ts';

/** Every intake still taking enrolments: a page lists them all, not the catalogue's soonest few. */
const EVERY_INTAKE = Number.POSITIVE_INFINITY;

/**
 * What each section of a page shows beside its own fields, loaded from the content the rest of the site shows:
 * the courses' cards, one course's fee checker, intakes, the PD series and testimonials.
 */
export async function sectionContent(sections: Page['sections']) {
  const [courses, testimonials] = await Promise.all([getCourses(), getTestimonials()]);
  const courseById = new Map(courses.map((course) => [course._id, course]));
  return Promise.all(
    sections.map(async (section) => {
      switch (section._type) {
        case 'pageCourseList':
          return {
            ...section,
            cards: await Promise.all(
              coursesOfList(section, courses).map(async (course) => ({
                course: courseCardData(course),
                startLine: (await getStartFacts(course._id)).line,
              })),
            ),
          };
        case 'pageFeeChecker': {
          const course = courseById.get(section.courseId ?? '');
          if (!course) throw new Error(`The fee checker's course ${section.courseId} is not on the site`);
          return { ...section, content: checkerContent([course], await getFunding()) };
        }
        case 'pageIntakes': {
          const shown = coursesOfList(
            { courseIds: section.courseId ? [section.courseId] : [], categoryId: section.categoryId },
            courses,
          );
          return {
            ...section,
            upcoming: await getNextIntakes(EVERY_INTAKE, new Set(shown.map((course) => course._id))),
            today: buildDay(),
          };
        }
        case 'pagePdSessions': {
          const [sessions, dates, topic] = await Promise.all([
            getPdSessions(),
            getUpcomingPdSessions(),
            getPdSessionTopic(),
          ]);
          return { ...section, sessions, dates, topic };
        }
        case 'pageTestimonials': {
          const byId = new Map(testimonials.map((testimonial) => [testimonial._id, testimonial]));
          return { ...section, testimonials: section.testimonialIds.flatMap((id) => byId.get(id ?? '') ?? []) };
        }
        default:
          return section;
      }
    }),
  );
}
