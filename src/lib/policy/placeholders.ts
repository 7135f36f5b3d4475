import { telHref } from '../site/links.ts';

/**
 * Policy text may name a site setting instead of repeating it, in the spec's own notation
 * ("Call {phone}", "mailto:{accountsEmail}", "/training-with-{brand}/fees-charges-refunds"), so a
 * coordinator who changes the setting changes every policy page with it.
 */
export interface PlaceholderSettings {
  brandName: string;
  brandSlug: string;
  phone: string;
  contactEmail: string;
  accountsEmail: string;
}

export type PlaceholderValues = Record<string, string>;

export const placeholderValues = (settings: PlaceholderSettings): PlaceholderValues => ({
  brand: settings.brandSlug,
  brandName: settings.brandName,
  phone: settings.phone,
  email: settings.contactEmail,
  accountsEmail: settings.accountsEmail,
});

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

export class UnknownPlaceholderError extends Error {}

/** Replaces every {name}; an unknown name is an editing mistake and fails the build rather than showing braces. */
export function fillPlaceholders(text: string, values: PlaceholderValues, where = 'text'): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    if (!(name in values)) {
      throw new UnknownPlaceholderError(
        `${where}: unknown placeholder {${name}} (known: ${Object.keys(values)
          .map((key) => `{${key}}`)
          .join(', ')})`,
      );
    }
    return values[name];
  });
}

/** Fills placeholders in every string of a Portable Text value (or any JSON), keeping tel: hrefs dialable. */
export function fillPlaceholdersDeep<T>(value: T, values: PlaceholderValues, where = 'body'): T {
  if (typeof value === 'string') return fillPlaceholders(value, values, where) as T;
  if (Array.isArray(value))
    return (value as unknown[]).map((item, index) => fillPlaceholdersDeep(item, values, `${where}[${index}]`)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, child]) => {
      const filled = fillPlaceholdersDeep(child, values, `${where}.${key}`);
      const dialable =
        key === 'href' && typeof filled === 'string' && filled.startsWith('tel:') ? telHref(filled.slice(4)) : filled;
      return [key, dialable];
    }),
  ) as T;
}
