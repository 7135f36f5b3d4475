import { HomeIcon } from '@sanity/icons/Home';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, linkTargetFields, pageSeoField, requiredString, requiredText } from '../fields.ts';

/**
 * The home page's editable sections. Client logos and testimonials are their own documents;
 * the PD Series promo links to the Courses page.
 */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    defineField({
      name: 'hero',
      title: 'Hero (top of the page)',
      type: 'object',
      validation: (rule) => rule.required().error('Fill in the hero'),
      fields: [
        requiredString('heading', 'Heading', { description: 'The big headline.' }),
        requiredText('subheading', 'Subheading', { description: 'One or two sentences under the headline.' }),
        imageField('image', 'Image', { description: 'Optional picture beside the headline.' }),
      ],
    }),
    defineField({
      name: 'popularCourses',
      title: 'Popular courses',
      type: 'array',
      description: 'The three courses featured on the home page, in this order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'course' }], options: { disableNew: true } })],
      validation: (rule) => [
        rule.required().min(1).error('Choose the courses to feature'),
        rule.max(3).error('Choose no more than three courses'),
        rule.unique().error('Each course can only be featured once'),
        rule.length(3).warning('The section is designed for three courses'),
      ],
    }),
    requiredText('popularCoursesIntro', 'Popular courses text', {
      description: 'A sentence under the "Popular Courses" heading.',
      rows: 2,
    }),
    requiredString('allCoursesLabel', 'All courses link text', {
      description: 'e.g. "View all courses"; the link goes to the Courses page.',
    }),
    defineField({
      name: 'pdPromo',
      title: 'PD Series promo',
      type: 'object',
      validation: (rule) => rule.required().error('Fill in the PD Series promo'),
      fields: [
        requiredString('heading', 'Heading'),
        requiredText('text', 'Text'),
        requiredString('ctaLabel', 'Button text', {
          description: 'e.g. "Explore the PD Series"; the button goes to the PD Series on the Courses page.',
        }),
      ],
    }),
    defineField({
      name: 'whyChooseUs',
      title: 'Why choose us',
      type: 'object',
      validation: (rule) => rule.required().error('Fill in "Why choose us"'),
      fields: [
        requiredString('heading', 'Heading'),
        defineField({
          name: 'items',
          title: 'Reasons',
          type: 'array',
          description: 'Usually three, each with its own icon.',
          of: [defineArrayMember({ type: 'whyChooseUsItem' })],
          validation: (rule) => rule.required().min(1).error('Add at least one reason'),
        }),
      ],
    }),
    requiredString('clientsHeading', 'Clients heading', { description: 'Heading above the client logos.' }),
    requiredString('testimonialsHeading', 'Testimonials heading', { description: 'Heading above the testimonials.' }),
    defineField({
      name: 'ratingScore',
      title: 'Average rating',
      type: 'number',
      description: 'The average learner rating out of 5, e.g. 4.9.',
      validation: (rule) => [
        rule.required().error('Give the average rating'),
        rule.min(0).max(5).error('Give a rating between 0 and 5'),
      ],
    }),
    requiredString('ratingCount', 'Number of ratings', {
      description: 'How many learners rated us, as it should read, e.g. "120+".',
    }),
    defineField({
      name: 'campaignLink',
      title: 'Campaign link',
      type: 'object',
      description:
        'Optional: a link under the hero to a page you made, e.g. a funding campaign. Leave both empty to show none.',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({
          name: 'linkLabel',
          title: 'Link text',
          type: 'string',
          description: 'e.g. "Queensland Certificate 3 Guarantee: funded Certificate III courses".',
        }),
        ...linkTargetFields({ optional: true }),
      ],
    }),
    pageSeoField(),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
});
