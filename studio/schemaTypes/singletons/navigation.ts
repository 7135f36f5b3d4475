import { MenuIcon } from '@sanity/icons/Menu';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { headerRoomProblem, type HeaderItem } from '../header-room.ts';

/**
 * The header's menus and the footer's link columns (spec 3, Navigation link). Menus go two levels deep
 * at most: a menu holds links and submenus, a submenu holds links.
 */
export const navigation = defineType({
  name: 'navigation',
  title: 'Navigation',
  type: 'document',
  icon: MenuIcon,
  fields: [
    defineField({
      name: 'header',
      title: 'Header',
      type: 'array',
      description:
        'The items of the header, left to right, on one line from a laptop screen up (on narrower screens, the slide-out menu top to bottom).',
      of: [defineArrayMember({ type: 'navMenu' }), defineArrayMember({ type: 'navLink' })],
      validation: (rule) => [
        rule.required().min(1).error('Add at least one item to the header'),
        rule
          .custom(
            (items: HeaderItem[] | undefined, context) =>
              headerRoomProblem(
                items ?? [],
                String((context.document as { lmsLabel?: string } | undefined)?.lmsLabel ?? ''),
              ) ?? true,
          )
          .warning(),
      ],
    }),
    requiredString('lmsLabel', 'LMS button label', {
      description: 'The button at the right of the header; it goes to the LMS address in Site settings.',
      message: 'Give the LMS button a label',
    }),
    defineField({
      name: 'footer',
      title: 'Footer columns',
      type: 'array',
      description: 'The columns of links in the footer, left to right.',
      of: [defineArrayMember({ type: 'navFooterColumn' })],
      validation: (rule) => rule.required().min(1).error('Add at least one column to the footer'),
    }),
  ],
  preview: { prepare: () => ({ title: 'Navigation', subtitle: 'Header menus and footer links' }) },
});
