import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { defineArrayMember, defineField, defineType } from 'sanity';

/** The About page's text; team members are their own documents. */
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    defineField({ name: 'bannerHeading', title: 'Banner heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'bannerText', title: 'Banner text', type: 'text', rows: 2, validation: (rule) => rule.required() }),
    defineField({ name: 'body', title: 'About text', type: 'array', of: [defineArrayMember({ type: 'text', rows: 4 })], description: 'One entry per paragraph.' }),
    defineField({ name: 'milestonesHeading', title: 'Milestones heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'milestones', title: 'Learning and assessment milestones', type: 'array', of: [defineArrayMember({ type: 'milestone' })] }),
    defineField({ name: 'teamHeading', title: 'Team heading', type: 'string', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
});
