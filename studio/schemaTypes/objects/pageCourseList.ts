import { ThLargeIcon } from '@sanity/icons/ThLarge';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { PAGE_CLAIMS_HELP } from '../page-sections.ts';
import { counted } from '../../../contracts/counted.ts';

interface CourseListParent {
  courses?: unknown[];
  category?: { _ref?: string };
}

/**
 * Courses shown as the catalogue's cards. A card always shows the course's code and registered title from
 * the course itself, so nothing about a course is typed twice.
 */
export const pageCourseList = defineType({
  name: 'pageCourseList',
  title: 'Course list',
  type: 'object',
  icon: ThLargeIcon,
  description: 'Courses as the catalogue shows them: chosen one by one, or every course of a category.',
  fields: [
    requiredString('heading', 'Heading', { message: 'Write the heading above the courses' }),
    defineField({
      name: 'intro',
      title: 'Text under the heading',
      type: 'text',
      rows: 2,
      description: `Optional. ${PAGE_CLAIMS_HELP}`,
    }),
    defineField({
      name: 'courses',
      title: 'Courses',
      type: 'array',
      description: 'Choose the courses, in the order they show. Leave empty to show a category instead.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'course' }], options: { disableNew: true } })],
      validation: (rule) => [
        rule.unique().error('Each course can only be listed once'),
        rule.custom((courses: unknown[] | undefined, context) => {
          const parent = context.parent as CourseListParent | undefined;
          const chosen = (courses?.length ?? 0) > 0;
          if (chosen && parent?.category?._ref) return 'Choose courses or a category, not both';
          if (!chosen && !parent?.category?._ref) return 'Choose the courses, or a category below';
          return true;
        }),
      ],
    }),
    defineField({
      name: 'category',
      title: 'Or every course of a category',
      type: 'reference',
      to: [{ type: 'category' }],
      options: { disableNew: true },
      description:
        'The category\u2019s courses in the catalogue\u2019s order; new courses join the list by themselves.',
    }),
  ],
  preview: {
    select: { title: 'heading', courses: 'courses', category: 'category.name' },
    prepare: ({ title, courses, category }: { title?: string; courses?: unknown[]; category?: string }) => ({
      title: title ?? 'Course list',
      subtitle: `Course list · ${category ? `every course in ${category}` : counted(courses?.length ?? 0, 'course')}`,
    }),
  },
});
