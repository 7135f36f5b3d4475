import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { defineArrayMember, defineField, defineType } from 'sanity';

/** The About page's text and milestones. The team members are their own documents. */
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    defineField({
      name: 'bannerHeading',
      title: 'Banner heading',
      type: 'string',
      description: 'The big heading at the top, e.g. "About Northwind Training".',
      validation: (rule) => rule.required().error('Fill in the banner heading'),
    }),
    defineField({
      name: 'bannerText',
      title: 'Banner text',
      type: 'text',
      rows: 2,
      description: 'A sentence under the banner heading.',
      validation: (rule) => rule.required().error('Fill in the banner text'),
    }),
    defineField({
      name: 'body',
      title: 'About us',
      type: 'array',
      of: [defineArrayMember({ type: 'text', rows: 4 })],
      description: 'The main text, one entry per paragraph.',
      validation: (rule) => rule.required().min(1).error('Write at least one paragraph'),
    }),
    defineField({
      name: 'milestonesHeading',
      title: 'Milestones heading',
      type: 'string',
      description: 'e.g. "Learning and Assessment Milestones".',
      validation: (rule) => rule.required().error('Fill in the milestones heading'),
    }),
    defineField({
      name: 'milestones',
      title: 'Milestones',
      type: 'array',
      of: [defineArrayMember({ type: 'milestone' })],
      description: 'The stages of a learner’s journey, in order.',
      validation: (rule) => rule.required().min(1).error('Add at least one milestone'),
    }),
    defineField({
      name: 'teamHeading',
      title: 'Team heading',
      type: 'string',
      description: 'Heading above the team members, e.g. "Meet Our Team".',
      validation: (rule) => rule.required().error('Fill in the team heading'),
    }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
});
