import { ThListIcon } from '@sanity/icons/ThList';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefRule } from '../rules';

/** The Courses page's editable blocks; the course list itself comes from the courses. */
export const coursesPage = defineType({
  name: 'coursesPage',
  title: 'Courses page',
  type: 'document',
  icon: ThListIcon,
  fields: [
    defineField({ name: 'pdSeriesHeading', title: 'PD series heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'pdSeriesIntro', title: 'PD series introduction', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({
      name: 'promo',
      title: 'Promo block',
      type: 'object',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required() }),
        defineField({ name: 'ctaLabel', title: 'Button text', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'ctaHref', title: 'Button link', type: 'string', validation: (rule) => rule.required().custom(hrefRule) }),
      ],
    }),
    defineField({
      name: 'intakes',
      title: 'Upcoming intakes',
      type: 'object',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required() }),
        defineField({ name: 'items', title: 'Intakes', type: 'array', of: [defineArrayMember({ type: 'intakeItem' })] }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Courses page' }) },
});
