import { ContentValidationError } from './validate.ts';

interface Addressed {
  _id: string;
  slug: string;
}

/**
 * Category pages and course pages share /courses/<slug>; a clash would build only one of the two.
 * Names the course (the document a coordinator most likely just renamed) and the category it hits.
 */
export function checkCourseAddresses(categories: Addressed[], coursePages: Array<Addressed & { code: string }>): void {
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category._id]));
  const problems = coursePages.flatMap((course) => {
    const category = categoryBySlug.get(course.slug);
    return category
      ? [
          `course "${course.code}" (${course._id}), field "slug": /courses/${course.slug} is also the page of category ${category}; give one of them another web address`,
        ]
      : [];
  });
  if (problems.length) throw new ContentValidationError(`Course and category pages clash:\n  ${problems.join('\n  ')}`);
}
