import { ThLargeIcon } from '@sanity/icons/ThLarge';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { counted } from '../../../contracts/counted.ts';

/** A grid of cards inside a policy page, e.g. the handbook's sections, each card linking onwards. */
export const cardGrid = defineType({
  name: 'cardGrid',
  title: 'Card grid',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      description: 'Shown side by side (two or three per row on wide screens).',
      of: [defineArrayMember({ type: 'card' })],
      validation: (rule) => rule.required().min(1).error('Add at least one card'),
    }),
  ],
  preview: {
    select: { cards: 'cards' },
    prepare: ({ cards }: { cards?: Array<{ title?: string }> }) => ({
      title: 'Card grid',
      subtitle: `${counted(cards?.length ?? 0, 'card')}${cards?.[0]?.title ? `: ${cards.map((card) => card.title).join(', ')}` : ''}`,
    }),
  },
});
