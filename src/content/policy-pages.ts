import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { bySlug, defineCollection } from './definition.ts';
import { all, inOrder } from './entries.ts';
import { fileSchema, metaDescription, optionalText, orderRank, pageTextIssues, text, type Guarded } from './fields.ts';
import { fileFragment, LINK_QUERY_PARAMS, policyBodyProjection } from './fragments.ts';
import type { PolicyPagesQueryResult } from './sanity.types.ts';

export const policyPagesQuery = defineQuery(`*[_type == "policyPage"] | order(orderRank asc) {
  _id,
  _type,
  title,
  "slug": slug.current,
  metaDescription,
  intro,
  body[]${policyBodyProjection},
  download{ label, "file": file.${fileFragment} },
  orderRank
}`);

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
    for (const issue of pageTextIssues(page, ['title', 'metaDescription', 'intro', 'body'])) context.addIssue(issue);
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
