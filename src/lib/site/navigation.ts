import { isExternalHref } from './links.ts';
import {
  ABOUT_PATH,
  CONTACT_PATH,
  isCatalogueRoute,
  isCurrentHref,
  isPolicyRoute,
  legacyCategoryHref,
  PD_SERIES_HREF,
  policyPath,
} from './routes.ts';

export interface NavLink {
  label: string;
  href: string;
  external: boolean;
}
export type NavEntry = NavLink | { separator: true };
export type NavMenuId = 'courses' | 'forms' | 'policies';

export interface NavMenu {
  id: NavMenuId;
  label: string;
  items: NavEntry[];
}

/** Everything the header needs, serialisable so it can be handed to the header island. */
export interface Navigation {
  menus: NavMenu[];
  links: NavLink[];
  lms: NavLink;
}

export interface NavigationContent {
  brandSlug: string;
  lmsUrl: string;
  categories: { name: string; slug: string }[];
  formLinks: { label: string; url: string }[];
  policyPages: { title: string; slug: string }[];
}

export const isSeparator = (entry: NavEntry): entry is { separator: true } => 'separator' in entry;

const link = (label: string, href: string): NavLink => ({ label, href, external: isExternalHref(href) });

/** The header's menus and links (spec 2.1), all from the CMS so coordinators change them in the Studio. */
export function buildNavigation(content: NavigationContent): Navigation {
  return {
    menus: [
      {
        id: 'courses',
        label: 'Courses',
        items: [
          ...content.categories.map((category) => link(category.name, legacyCategoryHref(category.slug))),
          { separator: true },
          link('Professional Development (PD) Series', PD_SERIES_HREF),
        ],
      },
      { id: 'forms', label: 'Forms', items: content.formLinks.map((form) => link(form.label, form.url)) },
      {
        id: 'policies',
        label: 'Policies & Procedures',
        items: content.policyPages.map((page) => link(page.title, policyPath(content.brandSlug, page.slug))),
      },
    ],
    links: [link('About', ABOUT_PATH), link('Get in Touch', CONTACT_PATH)],
    lms: link('LMS Login', content.lmsUrl),
  };
}

const SECTION_OF_MENU: Partial<Record<NavMenuId, (route: string) => boolean>> = {
  courses: isCatalogueRoute,
  policies: isPolicyRoute,
};

/** The menu whose section holds the current route (highlighted in the header). */
export function currentMenuId(navigation: Navigation, route: string): NavMenuId | null {
  const menu = navigation.menus.find(
    (candidate) =>
      SECTION_OF_MENU[candidate.id]?.(route) ||
      candidate.items.some((entry) => !isSeparator(entry) && isCurrentHref(entry.href, route)),
  );
  return menu?.id ?? null;
}
