import type { SlugValidationContext, ValidationContext } from 'sanity';

export const API_VERSION = '2025-02-19';

/** A national unit or qualification code, e.g. TLIF0025, SITXFSA005, TLI40324. */
export const CODE_PATTERN = /^[A-Z]{3,8}\d{3,5}[A-Z]?$/;

/** A price as visitors read it: dollar sign, comma thousands, optional cents. */
export const PRICE_PATTERN = /^\$\d{1,3}(,\d{3})*(\.\d{2})?$/;
export const PRICE_MESSAGE = 'Write the price with a dollar sign and commas, e.g. $475 or $7,620';

/** Links in content may be web addresses, e-mail or phone links, or paths on this site. */
export const hrefRule = (value: string | undefined) => {
  if (!value) return true;
  return /^(https:\/\/|mailto:|tel:|\/)/.test(value) || 'Start the link with https://, mailto:, tel: or / (a page on this site)';
};

const publishedId = (id: string) => id.replace(/^drafts\./, '');

/**
 * True when no other document of the same type has this value in `field`.
 * A document's draft and published versions count as the same document.
 */
export async function isUniqueValue(field: string, value: unknown, context: ValidationContext | SlugValidationContext) {
  const document = context.document;
  if (!document || value === undefined || value === null || value === '') return true;
  const id = publishedId(document._id);
  const client = context.getClient({ apiVersion: API_VERSION });
  const count = await client.fetch<number>(
    `count(*[_type == $type && !(_id in [$id, $draft]) && ${field} == $value])`,
    { type: document._type, id, draft: `drafts.${id}`, value },
  );
  return count === 0;
}
