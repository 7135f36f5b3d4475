import { CalendarIcon } from '@sanity/icons/Calendar';
import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';

interface IntakesParent {
  course?: { _ref?: string };
  category?: { _ref?: string };
}

/** The intakes still taking enrolments of one course or of a category's courses, as the catalogue lists them. */
export const pageIntakes = defineType({
  name: 'pageIntakes',
  title: 'Upcoming intakes',
  type: 'object',
  icon: CalendarIcon,
  description:
    'Start dates still open for enrolment, soonest first, from the intakes you keep in the Studio: nothing to type twice.',
  fields: [
    requiredString('heading', 'Heading', {
      description: 'e.g. "Next start dates".',
      message: 'Write the heading above the intakes',
    }),
    defineField({
      name: 'course',
      title: 'Course',
      type: 'reference',
      to: [{ type: 'course' }],
      options: { disableNew: true },
      description: 'The intakes of this course. Leave empty to show a category\u2019s instead.',
      validation: (rule) =>
        rule.custom((course: { _ref?: string } | undefined, context) => {
          const parent = context.parent as IntakesParent | undefined;
          if (course?._ref && parent?.category?._ref) return 'Choose a course or a category, not both';
          if (!course?._ref && !parent?.category?._ref) return 'Choose the course, or a category below';
          return true;
        }),
    }),
    defineField({
      name: 'category',
      title: 'Or every course of a category',
      type: 'reference',
      to: [{ type: 'category' }],
      options: { disableNew: true },
      description: 'The intakes of every course in the category; new courses and intakes join by themselves.',
    }),
  ],
  preview: {
    select: { title: 'heading', course: 'course.code', category: 'category.name' },
    prepare: ({ title, course, category }: { title?: string; course?: string; category?: string }) => ({
      title: title ?? 'Upcoming intakes',
      subtitle: ['Upcoming intakes', course ?? (category ? `every course in ${category}` : undefined)]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
