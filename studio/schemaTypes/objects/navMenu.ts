import { MenuIcon } from '@sanity/icons/Menu';
import { defineType } from 'sanity';
import { navItemsField, navItemsPreview, requiredString } from '../fields.ts';

/** A top item of the header that opens a dropdown of links, separators and submenus. */
export const navMenu = defineType({
  name: 'navMenu',
  title: 'Menu',
  type: 'object',
  icon: MenuIcon,
  fields: [
    requiredString('label', 'Label', {
      description: 'The words in the header that open the menu, e.g. "Courses".',
      message: 'Give the menu a label',
    }),
    navItemsField('subLinks', {
      description: 'Links, separators, submenus and lists that follow the content, in the order shown.',
      types: ['navLink', 'navSeparator', 'navSubMenu', 'navAutoLinks'],
      empty: 'Add at least one item to the menu, or remove it',
      wrongType: 'A menu cannot hold another menu: add a submenu instead',
    }),
  ],
  preview: navItemsPreview('Menu', 'subLinks'),
});
