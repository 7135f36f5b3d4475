import { HomeIcon } from '@sanity/icons/Home';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../fields';

const required = (what: string) => (rule: { required: () => { error: (m: string) => unknown } }) => rule.required().error(`Fill in the ${what}`);

/** The home page's editable parts. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: required('heading') as never }),
        defineField({ name: 'subheading', title: 'Subheading', type: 'text', rows: 2, validation: required('subheading') as never }),
        imageField('image', 'Image'),
      ],
    }),
    defineField({
      name: 'popularCourses',
      title: 'Popular courses',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'course' }] })],
      validation: (rule) => rule.required().min(1).max(3).unique().error('Choose one to three different courses'),
    }),
    defineField({
      name: 'pdPromo',
      title: 'PD series promo',
      type: 'object',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: required('heading') as never }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: required('text') as never }),
        defineField({ name: 'ctaLabel', title: 'Button text', type: 'string', validation: required('button text') as never }),
      ],
    }),
    defineField({
      name: 'whyChooseUs',
      title: 'Why choose us',
      type: 'object',
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: required('heading') as never }),
        defineField({ name: 'items', title: 'Reasons', type: 'array', of: [defineArrayMember({ type: 'whyChooseUsItem' })] }),
      ],
    }),
    defineField({ name: 'clientsHeading', title: 'Clients heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'testimonialsHeading', title: 'Testimonials heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'ratingScore', title: 'Rating', type: 'number', description: 'The average rating claimed, out of 5.', validation: (rule) => rule.required().min(0).max(5) }),
    defineField({ name: 'ratingCount', title: 'Number of learners', type: 'string', description: 'e.g. 120+.', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
});
