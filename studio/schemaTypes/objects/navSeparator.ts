import { RemoveIcon } from '@sanity/icons/Remove';
import { defineField, defineType } from 'sanity';

/** A thin line between groups of links in a menu. */
export const navSeparator = defineType({
  name: 'navSeparator',
  title: 'Separator',
  type: 'object',
  icon: RemoveIcon,
  // Sanity needs a field on every object; a separator has nothing to edit.
  fields: [defineField({ name: 'line', title: 'Line', type: 'boolean', hidden: true, initialValue: true })],
  preview: { prepare: () => ({ title: '──── separator ────' }) },
});
