import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { byId, defineCollection } from './definition.ts';
import { entry } from './entries.ts';
import { metaDescription, seoSchema, text } from './fields.ts';
import { seoFragment } from './fragments.ts';
import { withSettings } from './site-settings.ts';

/** The fixed pages whose words are a document of their own ($types): headings, button labels and search texts. */
export const fixedPagesQuery = defineQuery(`*[_type in $types] {
  _id,
  _type,
  hero{ heading, lead },
  ${seoFragment},
  replyNote,
  unit{ code, title },
  lead,
  homeButtonLabel,
  catalogueButtonLabel,
  description,
  pageTitle
}`);

/** The document types of the fixed pages with words of their own; each lives at the id of its type. */
const HERO_PAGE_TYPES = ['lmsLoginPage'] as const;
export const FIXED_PAGE_TYPES = [
  ...HERO_PAGE_TYPES,
  'getInTouchPage',
  'pdRegistrationPage',
  'notFoundPage',
  'confirmationPage',
] as const;
export type FixedPageType = (typeof FIXED_PAGE_TYPES)[number];

// The query asks for several types at once ($types), which the generated types cannot tell apart: the guard's
// variants, one per _id, are this collection's type.
export const fixedPageSchema = z.discriminatedUnion('_id', [
  z.object({ _id: z.enum(HERO_PAGE_TYPES), hero: z.object({ heading: text, lead: text }), seo: seoSchema }),
  z.object({
    _id: z.literal('getInTouchPage'),
    hero: z.object({ heading: text, lead: text }),
    replyNote: text,
    seo: seoSchema,
  }),
  z.object({
    _id: z.literal('pdRegistrationPage'),
    hero: z.object({ heading: text, lead: text }),
    unit: z.object({ code: text, title: text }),
    seo: seoSchema,
  }),
  z.object({
    _id: z.literal('notFoundPage'),
    lead: text,
    homeButtonLabel: text,
    catalogueButtonLabel: text,
    description: metaDescription,
  }),
  z.object({ _id: z.literal('confirmationPage'), pageTitle: text, lead: text }),
]);
/** The words of the fixed page of type T: the schema's variant whose _id admits T. */
export type FixedPage<T extends FixedPageType = FixedPageType> =
  z.infer<typeof fixedPageSchema> extends infer Page
    ? Page extends { _id: infer Id }
      ? T extends Id
        ? Page
        : never
      : never
    : never;

export const fixedPages = defineCollection({
  query: fixedPagesQuery,
  schema: fixedPageSchema,
  id: byId,
  params: { types: [...FIXED_PAGE_TYPES] },
});

/** A fixed page's words, with settings such as {brandName} filled in. */
export async function getFixedPage<T extends FixedPageType>(type: T): Promise<FixedPage<T>> {
  // The collection's entry id is the document's _id, which picks the schema's variant for that type.
  const page = await entry<FixedPage<T>>('fixedPages', type);
  if (!page) throw new Error(`The "${type}" document is missing from the content: publish it in the Studio.`);
  return withSettings(page, type);
}
