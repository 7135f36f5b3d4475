import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefRule } from '../rules';

/** A card in a grid of cards, optionally linking somewhere. */
export const card = defineType({
  name: 'card',
  title: 'Card',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().error('Give the card a title') }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().error('Write the card text') }),
    defineField({ name: 'linkLabel', title: 'Link text', type: 'string' }),
    defineField({ name: 'href', title: 'Link', type: 'string', validation: (rule) => rule.custom(hrefRule) }),
  ],
});

/** A grid of cards, e.g. the handbook's six sections. */
export const cardGrid = defineType({
  name: 'cardGrid',
  title: 'Card grid',
  type: 'object',
  fields: [
    defineField({ name: 'cards', title: 'Cards', type: 'array', of: [defineArrayMember({ type: 'card' })], validation: (rule) => rule.min(1).error('Add at least one card') }),
  ],
  preview: { select: { cards: 'cards' }, prepare: ({ cards }) => ({ title: 'Card grid', subtitle: `${cards?.length ?? 0} cards` }) },
});

/** One numbered step. */
export const step = defineType({
  name: 'step',
  title: 'Step',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().error('Give the step a title') }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().error('Describe the step') }),
    defineField({ name: 'links', title: 'Links', type: 'array', of: [defineArrayMember({ type: 'stepLink' })] }),
  ],
});

/** Numbered steps, e.g. how to enrol. */
export const steps = defineType({
  name: 'steps',
  title: 'Steps',
  type: 'object',
  fields: [
    defineField({ name: 'items', title: 'Steps', type: 'array', of: [defineArrayMember({ type: 'step' })], validation: (rule) => rule.min(1).error('Add at least one step') }),
  ],
  preview: { select: { items: 'items' }, prepare: ({ items }) => ({ title: 'Steps', subtitle: `${items?.length ?? 0} steps` }) },
});

/** A highlighted note. */
export const callout = defineType({
  name: 'callout',
  title: 'Callout',
  type: 'object',
  fields: [
    defineField({
      name: 'tone',
      title: 'Tone',
      type: 'string',
      options: { list: [{ title: 'Information', value: 'info' }, { title: 'Warning', value: 'warning' }], layout: 'radio' },
      initialValue: 'info',
      validation: (rule) => rule.required().error('Choose information or warning'),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string' }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().error('Write the callout text') }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});

/** The rich text of a policy page: headings, lists, links and the blocks above. */
export const policyBody = defineType({
  name: 'policyBody',
  title: 'Page content',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [defineField({ name: 'href', title: 'Link', type: 'string', validation: (rule) => rule.required().custom(hrefRule) })],
          }),
        ],
      },
    }),
    defineArrayMember({ type: 'cardGrid' }),
    defineArrayMember({ type: 'steps' }),
    defineArrayMember({ type: 'callout' }),
  ],
});
