import { telHref } from './phone.ts';

/**
 * Policy text may name a site setting instead of repeating it, in the spec's own notation
 * ("Call {phone}", "mailto:{accountsEmail}", "/training-with-{brand}/fees-charges-refunds"), so a
 * coordinator who changes the setting changes every policy page with it. The Studio rejects an
 * unknown name while editing; the site fails the build on one rather than showing braces.
 */
export const PLACEHOLDERS = ['phone', 'email', 'accountsEmail', 'brand', 'brandName'] as const;
export type PlaceholderName = (typeof PLACEHOLDERS)[number];

export const PLACEHOLDER_HELP = `Write ${PLACEHOLDERS.map((name) => `{${name}}`)
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1')} to show the current value from Site settings.`;

const NAME = '[A-Za-z][A-Za-z0-9]*';
/** One {name} in text, as a RegExp source; the Studio's link rules accept it wherever an address may stand. */
export const PLACEHOLDER_TOKEN = `\\{${NAME}\\}`;
const PLACEHOLDER = new RegExp(`\\{(${NAME})\\}`, 'g');

const isPlaceholderName = (name: string): name is PlaceholderName => (PLACEHOLDERS as readonly string[]).includes(name);

/** Placeholders like {phon} that the site does not know, found anywhere inside a value (keys starting with _ skipped). */
export function unknownPlaceholders(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      for (const [match, name] of node.matchAll(PLACEHOLDER)) if (!isPlaceholderName(name)) found.add(match);
    } else if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) if (!key.startsWith('_')) visit(child);
    }
  };
  visit(value);
  return [...found];
}

export interface PlaceholderSettings {
  brandName: string;
  brandSlug: string;
  phone: string;
  contactEmail: string;
  accountsEmail: string;
}

export type PlaceholderValues = Record<PlaceholderName, string>;

export const placeholderValues = (settings: PlaceholderSettings): PlaceholderValues => ({
  brand: settings.brandSlug,
  brandName: settings.brandName,
  phone: settings.phone,
  email: settings.contactEmail,
  accountsEmail: settings.accountsEmail,
});

export class UnknownPlaceholderError extends Error {}

/** Replaces every {name}; an unknown name is an editing mistake and fails the build rather than showing braces. */
export function fillPlaceholders(text: string, values: PlaceholderValues, where = 'text'): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    if (!isPlaceholderName(name)) {
      throw new UnknownPlaceholderError(
        `${where}: unknown placeholder {${name}} (known: ${PLACEHOLDERS.map((key) => `{${key}}`).join(', ')})`,
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
