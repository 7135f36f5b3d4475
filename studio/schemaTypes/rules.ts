import type { SlugValidationContext, ValidationContext } from 'sanity';
import { draftIdOf, publishedId } from '../../contracts/document-ids.ts';
import { PLACEHOLDER_HELP, PLACEHOLDER_TOKEN, unknownPlaceholders } from '../../contracts/rules/placeholders.ts';
import { SANITY_API_VERSION } from '../../contracts/sanity-api.ts';

/**
 * Validation helpers shared by the schema types. Plain functions only (no React, no CSS), so the
 * schema also loads in Node, where the seed dataset is checked with Sanity's `validateDocument`.
 * Rules the site and the publisher apply too (prices, codes, slugs, placeholders) live in contracts/rules.
 */

/** Custom rule: every {placeholder} in the value is one the site can fill in. */
export const knownPlaceholdersRule = (value: unknown) => {
  const unknown = unknownPlaceholders(value);
  return unknown.length === 0 || `${unknown.join(', ')} is not a setting the site knows. ${PLACEHOLDER_HELP}`;
};

const PLACEHOLDER_ONLY = new RegExp(`^${PLACEHOLDER_TOKEN}$`);
const HTTPS = /^https:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/;
const MAILTO = new RegExp(`^mailto:([^\\s@]+@[^\\s@]+\\.[^\\s@]+|${PLACEHOLDER_TOKEN})(\\?\\S*)?$`);
const TEL = new RegExp(`^tel:(\\+?[\\d ()-]{6,}|${PLACEHOLDER_TOKEN})$`);
const RELATIVE = /^(\/(?!\/)[^\s]*|#[^\s]+)$/;

/**
 * Custom rule for a link written as text: an https:// web address, an e-mail (mailto:) or phone
 * (tel:) link, or a page on this site starting with "/". Setting placeholders such as tel:{phone}
 * or /training-with-{brand}/student-handbook are allowed.
 */
export const hrefRule = (value: string | undefined) => {
  if (value === undefined || value === '') return true;
  if (value !== value.trim()) return 'Remove the spaces before or after the link';
  if (/^http:\/\//i.test(value)) return 'Use the secure address: start it with https:// instead of http://';
  if (value.startsWith('mailto:'))
    return (
      MAILTO.test(value) || 'Write the e-mail link as mailto: followed by the address, e.g. mailto:info@example.com'
    );
  if (value.startsWith('tel:'))
    return TEL.test(value) || 'Write the phone link as tel: followed by the number, e.g. tel:1300975707';
  if (value.startsWith('https://'))
    return HTTPS.test(value) || 'This web address looks incomplete, e.g. https://www.example.com/page';
  if (RELATIVE.test(value) || PLACEHOLDER_ONLY.test(value)) return true;
  return 'Start the link with https://, mailto:, tel: or / for a page on this site, e.g. /courses';
};

/** Custom rule for required text: spaces alone are not text (the site would show an empty heading or fail). */
export const notBlankRule = (message: string) => (value: unknown) =>
  typeof value !== 'string' || value.trim() !== '' || message;

/** Rule options for url fields: secure web addresses only. */
export const HTTPS_ONLY = { scheme: ['https'] };
export const HTTPS_MESSAGE = 'Paste the full secure address, starting with https://';

/**
 * True when no other document of the same type has this value at `field` (a GROQ path such as
 * `code` or `slug.current`). The document's own draft and published versions do not count, and
 * neither do versions waiting in a release.
 */
export async function isUniqueValue(
  field: string,
  value: unknown,
  context: ValidationContext | SlugValidationContext,
): Promise<boolean> {
  const document = context.document;
  if (!document || value === undefined || value === null || value === '') return true;
  const published = publishedId(document._id);
  const count = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<number>(
      `count(*[_type == $type && ${field} == $value && !(_id in [$published, $draft]) && !(_id in path("versions.**"))])`,
      { type: document._type, value, published, draft: draftIdOf(published) },
    );
  return count === 0;
}

/**
 * True when no document of `otherType` has this slug: categories and course pages share the
 * /courses/<slug> address space, so a slug must be free in both.
 */
export async function isSlugFreeIn(
  otherType: string,
  slug: string,
  context: ValidationContext | SlugValidationContext,
): Promise<boolean> {
  const count = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<number>('count(*[_type == $otherType && slug.current == $slug && !(_id in path("versions.**"))])', {
      otherType,
      slug,
    });
  return count === 0;
}

/**
 * The catalogue's title for a unit code, when the catalogue has a course with that code and a different
 * title; null when they agree or the code is not in the catalogue.
 */
export async function catalogueTitleIfDifferent(
  unit: { code?: string; title?: string } | undefined,
  context: ValidationContext,
): Promise<string | null> {
  if (!unit?.code || !unit.title) return null;
  const title = await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch<string | null>('*[_type == "course" && code == $code && !(_id in path("drafts.**"))][0].title', {
      code: unit.code,
    });
  return title && title !== unit.title ? title : null;
}

/**
 * Custom rule for an array: every item is one of `types`. The Studio only offers those, but an item pasted
 * or imported from elsewhere (a submenu copied into a submenu) is kept and otherwise passes validation.
 */
export const onlyTypesRule = (types: string[], message: string) => (items: unknown) =>
  !Array.isArray(items) || items.every((item) => types.includes((item as { _type?: string })._type ?? '')) || message;
