import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { unknownPlaceholders } from '../../contracts/rules/placeholders.ts';
import { bySlug, defineCollection } from './definition.ts';
import { all, inOrder } from './entries.ts';
import { fileSchema, metaDescription, optionalText, orderRank, text, type Guarded } from './fields.ts';
import { fileFragment, LINK_QUERY_PARAMS, linkHrefProjection } from './fragments.ts';
import type { PolicyPagesQueryResult } from './sanity.types.ts';

export const policyPagesQuery = defineQuery(`*[_type == "policyPage"] | order(orderRank asc) {
  _id,
  _type,
  title,
  "slug": slug.current,
  metaDescription,
  intro,
  body[]{
    ...,
    _type == "block" => { markDefs[]{ ..., _type == "link" => { ${linkHrefProjection} } } },
    _type == "cardGrid" => { cards[]{ ..., ${linkHrefProjection} } },
    _type == "steps" => { items[]{ ..., "links": coalesce(links[]{ ..., ${linkHrefProjection} }, []) } }
  },
  download{ label, "file": file.${fileFragment} },
  orderRank
}`);

/** Paths of the links in Portable Text whose page reference the query could not resolve. */
function brokenLinks(value: unknown, path: PropertyKey[]): PropertyKey[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => brokenLinks(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  const own = 'unresolved' in value && value.unresolved === true ? [[...path, 'reference']] : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => brokenLinks(child, [...path, key]))];
}

export const policyPageSchema = z
  .looseObject({
    _id: z.string(),
    title: text,
    slug: text,
    metaDescription,
    intro: optionalText,
    // Portable Text is checked block by block by the renderer, which fails on any unmapped type.
    body: z.array(z.object({ _type: z.string(), _key: z.string() }).loose()),
    download: z.object({ label: text, file: fileSchema }).nullish(),
    orderRank,
  })
  .superRefine((page, context) => {
    for (const path of brokenLinks(page.body, ['body']))
      context.addIssue({
        code: 'custom',
        path,
        message: 'The link goes to a page that is not published, or to a course without a page',
      });
    for (const field of ['title', 'metaDescription', 'intro', 'body'] as const) {
      const unknown = unknownPlaceholders(page[field]);
      if (unknown.length)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${unknown.join(', ')} is not a setting the site knows`,
        });
    }
  });
export type PolicyPage = Guarded<PolicyPagesQueryResult[number], typeof policyPageSchema>;

export const policyPages = defineCollection({
  query: policyPagesQuery,
  schema: policyPageSchema,
  id: bySlug,
  unique: ['slug'],
  params: LINK_QUERY_PARAMS,
});

export const getPolicyPages = () => inOrder(all<PolicyPage>('policyPages'));
