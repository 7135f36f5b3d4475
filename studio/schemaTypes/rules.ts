import type { SlugValidationContext, ValidationContext } from 'sanity';

/**
 * Validation helpers shared by the schema types. Plain functions only (no React, no CSS), so the
 * schema also loads in Node, where the seed dataset is checked with Sanity's `validateDocument`.
 */

/** API version of the client that custom rules query. */
export const API_VERSION = '2025-01-01';

/** A national unit or qualification code in capitals, e.g. TLIF0025, SITXFSA005, TLI40324, BSBWHS332X. */
export const CODE_PATTERN = /^[A-Z]{3,8}\d{3,5}[A-Z]?$/;
export const CODE_MESSAGE =
  'Write the national code in capital letters and digits, with no spaces, e.g. TLIF0025 or TLI40324';

/** A price as visitors read it: dollar sign, comma thousands, optional cents. */
export const PRICE_PATTERN = /^\$\d{1,3}(,\d{3})*(\.\d{2})?$/;
export const PRICE_MESSAGE = 'Write the price with a dollar sign and commas, e.g. $475 or $7,620';

/** A web address part: lower-case letters, digits and single hyphens, e.g. transport-and-logistics. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Use lower-case letters, digits and hyphens only, e.g. transport-and-logistics';

/**
 * Names that policy text may use instead of repeating a site setting, e.g. "Call {phone}".
 * The site fills them in from Site settings; an unknown name fails the site build.
 */
export const PLACEHOLDERS = ['phone', 'email', 'accountsEmail', 'brand', 'brandName'] as const;
export const PLACEHOLDER_HELP =
  'Write {phone}, {email}, {accountsEmail}, {brand} or {brandName} to show the current value from Site settings.';
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;
const PLACEHOLDER_ONLY = /^\{[A-Za-z][A-Za-z0-9]*\}$/;

/** Placeholders like {phon} that the site does not know, found anywhere inside a value. */
export function unknownPlaceholders(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      for (const [match, name] of node.matchAll(PLACEHOLDER)) {
        if (!(PLACEHOLDERS as readonly string[]).includes(name)) found.add(match);
      }
    } else if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) if (!key.startsWith('_')) visit(child);
    }
  };
  visit(value);
  return [...found];
}

/** Custom rule: every {placeholder} in the value is one the site can fill in. */
export const knownPlaceholdersRule = (value: unknown) => {
  const unknown = unknownPlaceholders(value);
  return unknown.length === 0 || `${unknown.join(', ')} is not a setting the site knows. ${PLACEHOLDER_HELP}`;
};

const HTTPS = /^https:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/;
const MAILTO = /^mailto:([^\s@]+@[^\s@]+\.[^\s@]+|\{[A-Za-z][A-Za-z0-9]*\})(\?\S*)?$/;
const TEL = /^tel:(\+?[\d ()-]{6,}|\{[A-Za-z][A-Za-z0-9]*\})$/;
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

/** Rule options for url fields: secure web addresses only. */
export const HTTPS_ONLY = { scheme: ['https'] };
export const HTTPS_MESSAGE = 'Paste the full secure address, starting with https://';

/** The published id of a draft (drafts.x) or release version (versions.<release>.x). */
export const publishedId = (id: string) => id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '');

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
    .getClient({ apiVersion: API_VERSION })
    .fetch<number>(
      `count(*[_type == $type && ${field} == $value && !(_id in [$published, $draft]) && !(_id in path("versions.**"))])`,
      { type: document._type, value, published, draft: `drafts.${published}` },
    );
  return count === 0;
}
