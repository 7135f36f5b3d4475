import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { TagIcon } from '@sanity/icons/Tag';
import { defineField, defineType } from 'sanity';
import { categoryPath } from '../../../contracts/routes.ts';
import { requiredString, uniqueSlugField } from '../fields.ts';
import { notBlankRule } from '../rules.ts';

/**
 * A field of training, e.g. Transport and Logistics. Each category has its own page listing its
 * courses at /courses/<web address>, and is a choice in the catalogue's Category filter.
 */
export const category = defineType({
  name: 'category',
  title: 'Course category',
  type: 'document',
  icon: TagIcon,
  fields: [
    requiredString('name', 'Name', {
      description: 'As it appears in the Category filter, e.g. "Transport and Logistics".',
      message: 'Name the category',
    }),
    uniqueSlugField(
      'name',
      'The category page address is /courses/<this>, e.g. transport-and-logistics. Click "Generate".',
      { sharesAddressesWith: { type: 'course', title: 'course' } },
    ),
    requiredString('pageTitle', 'Page title', {
      description: 'Heading and browser-tab title of the category page, e.g. "Transport and Logistics Courses".',
      message: 'Give the page title',
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences introducing the category; also what search engines show.',
      validation: (rule) => [
        rule.required().error('Write one or two sentences about the category'),
        rule.custom(notBlankRule('Write one or two sentences about the category')),
        rule.max(300).error('Keep it to 300 characters or fewer'),
      ],
    }),
    orderRankField({ type: 'category', newItemPosition: 'after' }),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'name', slug: 'slug.current' },
    prepare: ({ title, slug }: { title?: string; slug?: string }) => ({
      title,
      subtitle: slug ? categoryPath(slug) : 'No web address yet',
    }),
  },
});
