import { defineField, defineType } from 'sanity';
import { requiredString, requiredText } from '../fields.ts';

const ICONS = [
  { title: 'Trainers (people)', value: 'trainers' },
  { title: 'Accredited (certificate)', value: 'accredited' },
  { title: 'Flexible (clock)', value: 'flexible' },
];

/** One reason in the home page's "Why Choose Us" section, with its icon. */
export const whyChooseUsItem = defineType({
  name: 'whyChooseUsItem',
  title: 'Reason',
  type: 'object',
  fields: [
    requiredString('title', 'Title', { message: 'Give the reason a title' }),
    requiredText('text', 'Text', { description: 'A sentence or two.', message: 'Write the text' }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: { list: ICONS, layout: 'radio' },
      validation: (rule) => rule.required().error('Choose an icon'),
    }),
  ],
  preview: {
    select: { title: 'title', icon: 'icon' },
    prepare: ({ title, icon }: { title?: string; icon?: string }) => ({
      title,
      subtitle: ICONS.find((item) => item.value === icon)?.title ?? 'No icon chosen',
    }),
  },
});
