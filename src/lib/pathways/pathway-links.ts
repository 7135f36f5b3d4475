import { getCourses } from '../../content/courses.ts';
import { pathwayLinks, type PathwayLink } from './links.ts';

let links: Promise<Map<string, PathwayLink[]>> | undefined;

/** Every course's pathways in words and links, by course id: worked out once per build. */
export const getPathwayLinks = () =>
  (links ??= getCourses().then((courses) => {
    const byId = new Map(courses.map((course) => [course._id, course]));
    return new Map(courses.map((course) => [course._id, pathwayLinks(course, byId)]));
  }));
