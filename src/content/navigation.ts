import { defineQuery } from 'groq';
import { z } from 'zod';
import { LEGACY_CATEGORY_HREF_PARTS, PD_SERIES_HREF } from '../../contracts/routes.ts';
import { byId, defineCollection } from './definition.ts';
import { single } from './entries.ts';
import { LINK_QUERY_PARAMS, linkHrefProjection } from './fragments.ts';

/** The navigation query's parameters: the link paths, and the addresses of the entries that follow content. */
export const NAVIGATION_QUERY_PARAMS = {
  ...LINK_QUERY_PARAMS,
  pdSeriesHref: PD_SERIES_HREF,
  categoryHrefPrefix: LEGACY_CATEGORY_HREF_PARTS.prefix,
  categoryHrefSuffix: LEGACY_CATEGORY_HREF_PARTS.suffix,
};

// A link as the navigation shows it: "external" from its address, so the header and footer mark new-tab links.
// An unresolved page reference has no href here, and the schema names the entry.
const navLinkShape = /* groq */ `{ label, href, "external": coalesce(string::startsWith(href, "https://"), false), externalIcon }`;

/** Each source of navAutoLinks (NAV_AUTO_SOURCES) as the list of links it stands for. */
const navAutoLinks = /* groq */ `select(
  source == "categories" => *[_type == "category"] | order(orderRank asc) {
    "label": name,
    "href": $categoryHrefPrefix + slug.current + $categoryHrefSuffix,
    "externalIcon": false
  },
  source == "policyPages" => *[_type == "policyPage"] | order(orderRank asc) {
    "label": title,
    "reference": { "_ref": _id }
  }{ label, "externalIcon": false, ${linkHrefProjection} },
  source == "pdSeries" => *[_id == "coursesPage"]{ "label": pdSeriesHeading, "href": $pdSeriesHref, "externalIcon": false },
  source == "formLinks" => *[_id == "siteSettings"][0].formLinks[]{ label, "href": url, "externalIcon": true }
)[]${navLinkShape}` as const;

// Each list below holds entries that stand for lists of links (an automatic entry stands for many), flattened
// into one. What a level holds besides links is its own case (a menu in the header, a submenu in a menu); a menu
// or submenu where it does not belong falls through to a link without an address, which the schema refuses.
// The levels are written out, as TypeGen cannot evaluate a GROQ builder called inside its own arguments.
const separatorAndAutoCases = /* groq */ `_type == "navSeparator" => [{ "type": "separator" }],
    _type == "navAutoLinks" => ${navAutoLinks},` as const;
const linkCase =
  /* groq */ `[@{ label, "externalIcon": coalesce(externalIcon, false), ${linkHrefProjection} }${navLinkShape}]` as const;

/** A submenu's entries, or a footer column's: links and separators. */
const linkEntries = <Items extends string>(items: Items) =>
  /* groq */ `coalesce(${items}[]{ "entries": select(${separatorAndAutoCases} ${linkCase}) }.entries[], [])` as const;

const menuEntries = /* groq */ `coalesce(subLinks[]{ "entries": select(${separatorAndAutoCases}
    _type == "navSubMenu" => [{ label, "isSubMenu": true, "subSubLinks": ${linkEntries('subSubLinks')} }],
    ${linkCase}) }.entries[], [])` as const;

const headerEntries = /* groq */ `coalesce(header[]{ "entries": select(${separatorAndAutoCases}
    _type == "navMenu" => [{ label, "isMenu": true, "subLinks": ${menuEntries} }],
    ${linkCase}) }.entries[], [])` as const;

/** The header's items and LMS button and the footer's columns (navigationSchema), from the Navigation document. */
export const navigationQuery = defineQuery(`*[_type == "navigation" && _id == "navigation"][0] {
  _id,
  _type,
  "items": ${headerEntries},
  "lms": { "label": lmsLabel, "href": *[_id == "siteSettings"][0].lmsUrl, "externalIcon": true }${navLinkShape},
  "footer": coalesce(footer[]{ heading, "links": ${linkEntries('links')} }, [])
}`);

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

export const navigation = defineCollection({
  query: navigationQuery,
  schema: navigationSchema,
  id: byId,
  params: NAVIGATION_QUERY_PARAMS,
  single: true,
});

export const getNavigation = () => single<Navigation>('navigation');
