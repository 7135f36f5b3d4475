/**
 * The courses a page's course list shows: the chosen ones in the coordinator's order, or every course of the
 * chosen category in the catalogue's order. Each is the course itself, so its code and title are as registered.
 */
export interface CourseListSection {
  courseIds: readonly (string | null)[];
  categoryId?: string | null;
}

interface ListableCourse {
  _id: string;
  category: { _id: string };
}

export function coursesOfList<C extends ListableCourse>(section: CourseListSection, courses: readonly C[]): C[] {
  if (section.courseIds.length > 0) {
    const byId = new Map(courses.map((course) => [course._id, course]));
    return section.courseIds.flatMap((id) => {
      const course = id === null ? undefined : byId.get(id);
      return course ? [course] : [];
    });
  }
  return courses.filter((course) => course.category._id === section.categoryId);
}
