import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { pageSeoField, requiredString, requiredText } from '../fields.ts';

/** The About page's text and milestones. The team members are their own documents. */
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    requiredString('bannerHeading', 'Banner heading', {
      description: 'The big heading at the top, e.g. "About Northwind Training".',
    }),
    requiredText('bannerText', 'Banner text', { description: 'A sentence under the banner heading.', rows: 2 }),
    defineField({
      name: 'body',
      title: 'About us',
      type: 'array',
      of: [defineArrayMember({ type: 'text', rows: 4 })],
      description: 'The main text, one entry per paragraph.',
      validation: (rule) => rule.required().min(1).error('Write at least one paragraph'),
    }),
    requiredString('milestonesHeading', 'Milestones heading', {
      description: 'e.g. "Learning and Assessment Milestones".',
    }),
    defineField({
      name: 'milestones',
      title: 'Milestones',
      type: 'array',
      of: [defineArrayMember({ type: 'milestone' })],
      description: 'The stages of a learner’s journey, in order.',
      validation: (rule) => rule.required().min(1).error('Add at least one milestone'),
    }),
    requiredString('teamHeading', 'Team heading', {
      description: 'Heading above the team members, e.g. "Meet Our Team".',
    }),
    requiredString('profileButtonLabel', 'Team member button text', {
      description: 'On each team member\u2019s card, e.g. "View profile"; it opens their profile.',
    }),
    pageSeoField(),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
});
