import { unknownPlaceholders } from '../../contracts/rules/placeholders.ts';
import { z } from 'astro/zod';
import { COURSE_CODE_MESSAGE, COURSE_CODE_PATTERN } from '../../contracts/rules/course-code.ts';

// GROQ answers null for a missing field, hence nullish() wherever the Studio allows a field to be empty.
export const text = z.string().trim().min(1);
export const optionalText = z.string().nullish();
// The Studio accepts secure addresses only; an http:// link would be a mixed-content or downgrade risk.
export const httpsUrl = z.url({ protocol: /^https$/, error: 'Use a full https:// address' });
// Search engines cut descriptions after 160 characters; the Studio refuses longer ones.
export const metaDescription = text.max(160);
export const orderRank = z.string().nullish();

export const imageSchema = z.object({
  alt: optionalText,
  crop: z.unknown().nullish(),
  hotspot: z.unknown().nullish(),
  asset: z.object({
    _id: z.string(),
    url: z.string(),
    width: z.number().positive(),
    height: z.number().positive(),
  }),
});
export type SanityImage = z.infer<typeof imageSchema>;

export const fileSchema = z.object({ _id: z.string(), url: z.string(), originalFilename: optionalText });

export const unitRefSchema = z.object({
  code: z.string().regex(COURSE_CODE_PATTERN, COURSE_CODE_MESSAGE),
  title: text,
});

/** A fixed page's title and search description. */
export const seoSchema = z.object({ title: text, description: metaDescription });

/** What a guard checked: its fields without the index signature of a loose object (every union member apart). */
type Checked<T> = T extends unknown ? { [K in keyof T as string extends K ? never : K]: T[K] } : never;

/**
 * A document as pages see it: the query's generated result type, narrowed by what its Zod guard checked.
 * The guard passes unknown fields through, so a field added to a query reaches the page with its type.
 */
export type Guarded<Result, Schema extends z.ZodType> = Result & Checked<z.infer<Schema>>;

/** Paths of the links in Portable Text whose page reference the query could not resolve. */
function brokenLinks(value: unknown, path: PropertyKey[]): PropertyKey[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => brokenLinks(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  const own = 'unresolved' in value && value.unresolved === true ? [[...path, 'reference']] : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => brokenLinks(child, [...path, key]))];
}

// A type, not an interface: zod's addIssue takes an object with an index signature.
type Issue = { code: 'custom'; path: PropertyKey[]; message: string };

/** What a page's text may get wrong: a link to a page that is not there, a {placeholder} the site does not know. */
export function pageTextIssues(document: Record<string, unknown>, fields: readonly string[]): Issue[] {
  return fields.flatMap((field) => {
    const unknown = unknownPlaceholders(document[field]);
    return [
      ...brokenLinks(document[field], [field]).map((path) => ({
        code: 'custom' as const,
        path,
        message: 'The link goes to a page that is not published, or to a course without a page',
      })),
      ...(unknown.length
        ? [{ code: 'custom' as const, path: [field], message: `${unknown.join(', ')} is not a setting the site knows` }]
        : []),
    ];
  });
}
