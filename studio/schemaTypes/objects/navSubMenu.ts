import { StackIcon } from '@sanity/icons/Stack';
import { defineType } from 'sanity';
import { navItemsField, navItemsPreview, requiredString } from '../fields.ts';

/** A submenu inside a menu: the second and last level, so it holds links and separators, not submenus. */
export const navSubMenu = defineType({
  name: 'navSubMenu',
  title: 'Submenu',
  type: 'object',
  icon: StackIcon,
  fields: [
    requiredString('label', 'Label', {
      description: 'The words visitors see; the submenu opens beside it.',
      message: 'Give the submenu a label',
    }),
    navItemsField('subSubLinks', {
      description: 'Links and separators. A submenu cannot hold another submenu: menus go two levels deep at most.',
      types: ['navLink', 'navSeparator', 'navAutoLinks'],
      empty: 'Add at least one link to the submenu, or remove it',
      wrongType:
        'A submenu cannot hold another submenu or menu: menus go two levels deep at most. Move its links here, or into the menu',
    }),
  ],
  preview: navItemsPreview('Submenu', 'subSubLinks'),
});
