/** A web address part: lower-case letters, digits and single hyphens, e.g. transport-and-logistics. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Use lower-case letters, digits and hyphens only, e.g. transport-and-logistics';

/**
 * The slug form of a category name (spec 2.5): lower case, spaces turned into hyphens. '&' reads as
 * 'and', so 'Leadership & Management' and 'Leadership and Management' share one slug.
 */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
