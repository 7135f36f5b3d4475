import { TagIcon } from '@sanity/icons/Tag';
import { defineField, defineType } from 'sanity';
import { orderField, uniqueSlugField } from '../fields';

/** A field of training, e.g. Transport and Logistics. Each has its own catalogue page. */
export const category = defineType({
  name: 'category',
  title: 'Course category',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().error('Name the category') }),
    uniqueSlugField('name', 'The category page is /courses/<this>. Lower case with hyphens, e.g. transport-and-logistics.'),
    defineField({ name: 'pageTitle', title: 'Page title', type: 'string', description: 'Heading and browser title of the category page.', validation: (rule) => rule.required().error('Give the page title') }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences shown on the category page and to search engines.',
      validation: (rule) => rule.required().max(300).error('Write one or two sentences (up to 300 characters)'),
    }),
    orderField,
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'slug.current' } },
});
