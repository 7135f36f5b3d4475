import { z } from 'zod';
import { HOME_PATH, isCurrentHref } from './routes.ts';

/**
 * The spec's Navigation link (section 3): a top item is a link or a menu (isMenu, subLinks); a sublink is a
 * link, a separator or a submenu (isSubMenu, subSubLinks) whose entries are links or separators. Two levels
 * below a top item at most, so the shape is closed rather than recursive.
 */
const label = z.string({ error: 'Give it a label' }).trim().min(1, { error: 'Give it a label' });
const navLinkSchema = z.strictObject({
  label,
  href: z
    .string({ error: 'Choose a published page or write the address' })
    .min(1)
    .refine((href) => !/^http:\/\//i.test(href), { error: 'Use the secure address: https:// instead of http://' }),
  external: z.boolean(),
  /** Shows the external-link icon beside the label (the Forms entries and the LMS link). */
  externalIcon: z.boolean(),
});
const separatorSchema = z.strictObject({ type: z.literal('separator') });
const subSubLinkSchema = z.union([navLinkSchema, separatorSchema], {
  error: 'Not a link or separator: a submenu cannot hold another submenu (two levels at most)',
});
const subMenuSchema = z.strictObject({
  label,
  isSubMenu: z.literal(true),
  subSubLinks: z.array(subSubLinkSchema).min(1, { error: 'Add at least one link to the submenu' }),
});
const menuSchema = z.strictObject({
  label,
  isMenu: z.literal(true),
  subLinks: z
    .array(
      z.union([navLinkSchema, separatorSchema, subMenuSchema], {
        error: 'Not a link, separator or submenu with links: menus go two levels deep at most',
      }),
    )
    .min(1, { error: 'Add at least one item to the menu' }),
});
/** A column of the footer: its heading and links. */
const footerColumnSchema = z.strictObject({
  heading: label,
  links: z.array(navLinkSchema).min(1, { error: 'Add at least one link to the column' }),
});
/**
 * Everything the header and footer need (the Navigation document, through navigationQuery): the desktop and
 * mobile items in order, the LMS link shown apart, and the footer's link columns. Not strict at the top, where
 * Astro adds the entry's id.
 */
export const navigationSchema = z.object({
  _id: z.literal('navigation'),
  _type: z.literal('navigation'),
  items: z.array(
    z.union([navLinkSchema, menuSchema], {
      error: 'Not a link or a menu of links, separators and submenus (two levels deep at most)',
    }),
  ),
  lms: navLinkSchema,
  footer: z.array(footerColumnSchema),
});

export type NavLink = z.infer<typeof navLinkSchema>;
export type NavSeparator = z.infer<typeof separatorSchema>;
export type NavSubSubLink = z.infer<typeof subSubLinkSchema>;
export type NavSubMenu = z.infer<typeof subMenuSchema>;
export type NavSubLink = NavMenu['subLinks'][number];
export type NavMenu = z.infer<typeof menuSchema>;
export type NavItem = Navigation['items'][number];
export type Navigation = z.infer<typeof navigationSchema>;
export type FooterColumn = Navigation['footer'][number];

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
