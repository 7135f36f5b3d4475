import { isCurrentHref, HOME_PATH } from '../../../contracts/routes.ts';
import type {
  NavItem,
  NavLink,
  NavMenu,
  NavSeparator,
  NavSubLink,
  NavSubMenu,
  NavSubSubLink,
} from '../../content/navigation.ts';

export type { FooterColumn, NavLink, Navigation } from '../../content/navigation.ts';

export const isSeparator = (entry: NavSubLink): entry is NavSeparator => 'type' in entry;
export const isSubMenu = (entry: NavSubLink): entry is NavSubMenu => 'isSubMenu' in entry;
export const isMenu = (item: NavItem): item is NavMenu => 'isMenu' in item;

export const isLinkItem = (item: NavItem): item is NavLink => !isMenu(item);

const linksOf = (entries: NavSubSubLink[]) => entries.filter((entry): entry is NavLink => !isSeparator(entry));

/** Every link of a menu, its submenus' links included. */
export function menuLinks(menu: NavMenu): NavLink[] {
  return menu.subLinks.flatMap((entry) => {
    if (isSeparator(entry)) return [];
    return isSubMenu(entry) ? linksOf(entry.subSubLinks) : [entry];
  });
}

/** Whether a submenu holds a link to the current page (it starts open in the phone menu). */
export const isCurrentSubMenu = (subMenu: NavSubMenu, route: string) =>
  linksOf(subMenu.subSubLinks).some((link) => isCurrentHref(link.href, route));

/** The site path a link points into, ignoring query and hash; null for external links and the home page. */
function sectionOf(link: NavLink): string | null {
  if (link.external || !link.href.startsWith('/')) return null;
  const path = new URL(link.href, 'https://site.invalid').pathname.replace(/\/+$/, '');
  return path === '' || path === HOME_PATH ? null : path;
}

/**
 * Whether a menu holds the current route (highlighted in the header): one of its links shows this page, or
 * the route lies under a path one of its links points into (a course page under the Courses menu's /courses).
 */
export function isCurrentMenu(menu: NavMenu, route: string): boolean {
  return menuLinks(menu).some((link) => {
    const section = sectionOf(link);
    return (
      isCurrentHref(link.href, route) || (section !== null && (route === section || route.startsWith(`${section}/`)))
    );
  });
}
