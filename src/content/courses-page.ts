import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { byId, defineCollection } from './definition.ts';
import { single } from './entries.ts';
import { metaDescription, text, type Guarded } from './fields.ts';
import { LINK_QUERY_PARAMS, linkHrefProjection } from './fragments.ts';
import type { CoursesPageQueryResult } from './sanity.types.ts';
import { withSettings } from './site-settings.ts';

export const coursesPageQuery = defineQuery(`*[_type == "coursesPage" && _id == "coursesPage"][0] {
  _id,
  _type,
  catalogueIntro,
  exploreCoursesLabel,
  pdSeriesButtonLabel,
  pdSeriesHeading,
  pdSeriesIntro,
  promo{ heading, text, ctaLabel, ${linkHrefProjection} },
  intakes{ heading, text },
  searchDescription
}`);

export const coursesPageSchema = z.looseObject({
  _id: z.string(),
  catalogueIntro: text,
  exploreCoursesLabel: text,
  pdSeriesButtonLabel: text,
  pdSeriesHeading: text,
  pdSeriesIntro: text,
  promo: z.object({
    heading: text,
    text: text,
    ctaLabel: text,
    href: z.string({ error: 'The button goes to a page that is not published, or to a course without a page' }),
  }),
  intakes: z.object({ heading: text, text: text }),
  searchDescription: metaDescription,
});
export type CoursesPage = Guarded<NonNullable<CoursesPageQueryResult>, typeof coursesPageSchema>;

export const coursesPage = defineCollection({
  query: coursesPageQuery,
  schema: coursesPageSchema,
  id: byId,
  params: LINK_QUERY_PARAMS,
  single: true,
});

export const getCoursesPage = async () => {
  const page = await single<CoursesPage>('coursesPage');
  return { ...page, searchDescription: await withSettings(page.searchDescription, 'coursesPage.searchDescription') };
};
