/**
 * Which documents a build reads. Every public release reads only published documents; a preview build
 * reads drafts laid over them (Sanity's `drafts` perspective).
 */
export const CONTENT_PERSPECTIVES = ['published', 'drafts'] as const;
export type ContentPerspective = (typeof CONTENT_PERSPECTIVES)[number];

/** The environment variable a build reads it from; unset means published. */
export const CONTENT_PERSPECTIVE_VARIABLE = 'CONTENT_PERSPECTIVE';

export function contentPerspective(value: string | undefined): ContentPerspective {
  if (!value) return 'published';
  const known = CONTENT_PERSPECTIVES.find((perspective) => perspective === value);
  if (!known) throw new Error(`${CONTENT_PERSPECTIVE_VARIABLE} must be "published" or "drafts", got "${value}"`);
  return known;
}
