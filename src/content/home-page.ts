import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { courseCardSchema, courseSummaryFragment, type CourseSummary } from './courses.ts';
import { byId, defineCollection } from './definition.ts';
import { single } from './entries.ts';
import { imageSchema, optionalText, seoSchema, text, type Guarded } from './fields.ts';
import { imageFragment, LINK_QUERY_PARAMS, linkHrefProjection, seoFragment } from './fragments.ts';
import type { HomePageQueryResult } from './sanity.types.ts';
import { withSettings } from './site-settings.ts';

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0] {
  _id,
  _type,
  hero{ heading, subheading, image${imageFragment} },
  "popularCourses": popularCourses[]->{ ${courseSummaryFragment} },
  popularCoursesIntro,
  allCoursesLabel,
  pdPromo{ heading, text, ctaLabel },
  whyChooseUs{ heading, "items": coalesce(items[]{ title, text, icon }, []) },
  clientsHeading,
  testimonialsHeading,
  ratingScore,
  ratingCount,
  campaignLink{ linkLabel, ${linkHrefProjection} },
  ${seoFragment}
}`);

export const homePageSchema = z.looseObject({
  _id: z.string(),
  hero: z.object({ heading: text, subheading: text, image: imageSchema.nullish() }),
  popularCourses: z.array(courseCardSchema),
  popularCoursesIntro: text,
  allCoursesLabel: text,
  pdPromo: z.object({ heading: text, text: text, ctaLabel: text }),
  whyChooseUs: z.object({
    heading: text,
    items: z.array(z.object({ title: text, text: text, icon: optionalText })),
  }),
  clientsHeading: text,
  testimonialsHeading: text,
  ratingScore: z.number().min(0).max(5),
  ratingCount: text,
  campaignLink: z
    .object({ linkLabel: optionalText, href: optionalText, unresolved: z.boolean().nullish() })
    .nullish()
    .refine((link) => !link?.unresolved, {
      message: 'The campaign link goes to a page that is not published',
      path: ['reference'],
    }),
  seo: seoSchema,
});
// Each popular course is a guarded course summary, which an intersection of the two array types would not say.
export type HomePage = Omit<Guarded<NonNullable<HomePageQueryResult>, typeof homePageSchema>, 'popularCourses'> & {
  popularCourses: CourseSummary[];
};

export const homePage = defineCollection({
  query: homePageQuery,
  schema: homePageSchema,
  id: byId,
  single: true,
  params: LINK_QUERY_PARAMS,
});

export const getHomePage = async () => {
  const home = await single<HomePage>('homePage');
  return { ...home, seo: await withSettings(home.seo, 'homePage.seo') };
};
