import { defineField, defineType } from 'sanity';

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
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the reason a title'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'A sentence or two.',
      validation: (rule) => rule.required().error('Write the text'),
    }),
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
