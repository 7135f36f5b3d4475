import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { byId, defineCollection } from './definition.ts';
import { single } from './entries.ts';
import { seoSchema, text, type Guarded } from './fields.ts';
import { seoFragment } from './fragments.ts';
import type { AboutPageQueryResult } from './sanity.types.ts';
import { withSettings } from './site-settings.ts';

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0] {
  _id,
  _type,
  bannerHeading,
  bannerText,
  "body": coalesce(body, []),
  milestonesHeading,
  "milestones": coalesce(milestones[]{ title, text }, []),
  teamHeading,
  profileButtonLabel,
  ${seoFragment}
}`);

export const aboutPageSchema = z.looseObject({
  _id: z.string(),
  bannerHeading: text,
  bannerText: text,
  body: z.array(z.string()),
  milestonesHeading: text,
  milestones: z.array(z.object({ title: text, text: text })),
  teamHeading: text,
  profileButtonLabel: text,
  seo: seoSchema,
});
export type AboutPage = Guarded<NonNullable<AboutPageQueryResult>, typeof aboutPageSchema>;

export const aboutPage = defineCollection({ query: aboutPageQuery, schema: aboutPageSchema, id: byId, single: true });

export const getAboutPage = async () => {
  const about = await single<AboutPage>('aboutPage');
  return { ...about, seo: await withSettings(about.seo, 'aboutPage.seo') };
};
