import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { UsersIcon } from '@sanity/icons/Users';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, requiredString, uniqueSlugField } from '../fields.ts';

/** A person in the About page's "Meet Our Team" section, with photo, job title and biography. */
export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  icon: UsersIcon,
  fields: [
    requiredString('name', 'Name', { message: 'Give the person’s name' }),
    uniqueSlugField('name', 'A short name made from the person’s name. Click "Generate".'),
    requiredString('role', 'Job title', {
      description: 'e.g. "Head of Training and Assessment".',
      message: 'Give the job title',
    }),
    defineField({
      name: 'bio',
      title: 'Biography',
      type: 'array',
      of: [defineArrayMember({ type: 'text', rows: 4 })],
      description: 'One entry per paragraph.',
      validation: (rule) => rule.required().min(1).error('Write at least one paragraph'),
    }),
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'text',
      rows: 2,
      description: 'Optional: a sentence in their own words.',
    }),
    imageField('photo', 'Photo', { required: true, description: 'A portrait, ideally square.' }),
    orderRankField({ type: 'teamMember', newItemPosition: 'after' }),
  ],
  orderings: [orderRankOrdering],
  preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
});
