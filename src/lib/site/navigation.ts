import { z } from 'zod';
import { isExternalHref } from './links.ts';
import {
  ABOUT_PATH,
  CONTACT_PATH,
  HOME_PATH,
  isCurrentHref,
  legacyCategoryHref,
  PD_SERIES_HREF,
  policyPath,
} from './routes.ts';

/**
 * The spec's Navigation link (section 3): a top item is a link or a menu (isMenu, subLinks); a sublink is a
 * link, a separator or a submenu (isSubMenu, subSubLinks) whose entries are links or separators. Two levels
 * below a top item at most, so the shape is closed rather than recursive.
 */
const navLinkSchema = z.strictObject({
  label: z.string().trim().min(1),
  href: z.string().min(1),
  external: z.boolean(),
  /** Shows the external-link icon beside the label (the Forms entries and the LMS link). */
  externalIcon: z.boolean(),
});
const separatorSchema = z.strictObject({ type: z.literal('separator') });
const subSubLinkSchema = z.union([navLinkSchema, separatorSchema]);
const subMenuSchema = z.strictObject({
  label: z.string().trim().min(1),
  isSubMenu: z.literal(true),
  subSubLinks: z.array(subSubLinkSchema).min(1),
});
const menuSchema = z.strictObject({
  label: z.string().trim().min(1),
  isMenu: z.literal(true),
  subLinks: z.array(z.union([navLinkSchema, separatorSchema, subMenuSchema])).min(1),
});
/** Everything the header needs: the desktop and mobile items in order, and the LMS link shown apart. */
export const navigationSchema = z.strictObject({
  items: z.array(z.union([navLinkSchema, menuSchema])),
  lms: navLinkSchema,
});

export type NavLink = z.infer<typeof navLinkSchema>;
export type NavSeparator = z.infer<typeof separatorSchema>;
export type NavSubSubLink = z.infer<typeof subSubLinkSchema>;
export type NavSubMenu = z.infer<typeof subMenuSchema>;
export type NavSubLink = NavMenu['subLinks'][number];
export type NavMenu = z.infer<typeof menuSchema>;
export type NavItem = Navigation['items'][number];
export type Navigation = z.infer<typeof navigationSchema>;

export interface NavigationContent {
  brandSlug: string;
  lmsUrl: string;
  categories: { name: string; slug: string }[];
  formLinks: { label: string; url: string }[];
  policyPages: { title: string; slug: string }[];
}

export const isSeparator = (entry: NavSubLink): entry is NavSeparator => 'type' in entry;
export const isSubMenu = (entry: NavSubLink): entry is NavSubMenu => 'isSubMenu' in entry;
export const isMenu = (item: NavItem): item is NavMenu => 'isMenu' in item;

export const navLink = (label: string, href: string): NavLink => {
  const external = isExternalHref(href);
  return { label, href, external, externalIcon: external };
};
const separator: NavSeparator = { type: 'separator' };

/** The header's menus and links (spec 2.1), all from the CMS so coordinators change them in the Studio. */
export function buildNavigation(content: NavigationContent): Navigation {
  return {
    items: [
      {
        label: 'Courses',
        isMenu: true,
        subLinks: [
          ...content.categories.map((category) => navLink(category.name, legacyCategoryHref(category.slug))),
          separator,
          navLink('Professional Development (PD) Series', PD_SERIES_HREF),
        ],
      },
      { label: 'Forms', isMenu: true, subLinks: content.formLinks.map((form) => navLink(form.label, form.url)) },
      {
        label: 'Policies & Procedures',
        isMenu: true,
        subLinks: content.policyPages.map((page) => navLink(page.title, policyPath(content.brandSlug, page.slug))),
      },
      navLink('About', ABOUT_PATH),
      navLink('Get in Touch', CONTACT_PATH),
    ],
    lms: navLink('LMS Login', content.lmsUrl),
  };
}

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
