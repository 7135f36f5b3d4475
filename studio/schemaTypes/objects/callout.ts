import { WarningOutlineIcon } from '@sanity/icons/WarningOutline';
import { defineField, defineType } from 'sanity';
import { requiredText } from '../fields.ts';

const TONES = [
  { title: 'Information (blue)', value: 'info' },
  { title: 'Warning (amber)', value: 'warning' },
];

/** A highlighted box inside a policy page, for a tip or an important warning. */
export const callout = defineType({
  name: 'callout',
  title: 'Callout',
  type: 'object',
  icon: WarningOutlineIcon,
  fields: [
    defineField({
      name: 'tone',
      title: 'Tone',
      type: 'string',
      description: 'Information for helpful notes; warning for deadlines and things not to miss.',
      options: { list: TONES, layout: 'radio', direction: 'horizontal' },
      initialValue: 'info',
      validation: (rule) => rule.required().error('Choose information or warning'),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Optional, e.g. "Questions about the handbook?".',
    }),
    requiredText('text', 'Text', { message: 'Write the callout text' }),
  ],
  preview: {
    select: { title: 'title', text: 'text', tone: 'tone' },
    prepare: ({ title, text, tone }: Partial<Record<'title' | 'text' | 'tone', string>>) => ({
      title: title || text || 'Callout',
      subtitle: `${tone === 'warning' ? 'Warning' : 'Information'}${title && text ? ` · ${text}` : ''}`,
    }),
  },
});
