import { UserIcon } from '@sanity/icons/User';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, orderField, uniqueSlugField } from '../fields';

/** A person in the About page's Meet Our Team grid. */
export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().error('Give the name') }),
    uniqueSlugField('name', 'An internal name, made from the person’s name.'),
    defineField({ name: 'role', title: 'Title', type: 'string', description: 'Their job title.', validation: (rule) => rule.required().error('Give the job title') }),
    defineField({ name: 'bio', title: 'Biography', type: 'array', of: [defineArrayMember({ type: 'text', rows: 4 })], description: 'One entry per paragraph.', validation: (rule) => rule.min(1).error('Write at least one paragraph') }),
    defineField({ name: 'quote', title: 'Quote', type: 'text', rows: 2, description: 'Optional.' }),
    imageField('photo', 'Photo', { required: true }),
    orderField,
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
});
