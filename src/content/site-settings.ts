import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { fillPlaceholdersDeep, placeholderValues } from '../../contracts/rules/placeholders.ts';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../../contracts/rules/slug.ts';
import { byId, defineCollection } from './definition.ts';
import { single } from './entries.ts';
import { httpsUrl, imageSchema, optionalText, text, type Guarded } from './fields.ts';
import { imageFragment, LINK_QUERY_PARAMS, pageHref } from './fragments.ts';
import type { SiteSettingsQueryResult } from './sanity.types.ts';

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0] {
  _id,
  _type,
  brandName,
  brandSlug,
  tagline,
  logo${imageFragment},
  contactEmail,
  accountsEmail,
  phone,
  postalAddress,
  officeAddress,
  rtoId,
  lmsUrl,
  bookingUrl,
  enrolmentFormUrl,
  corPaymentUrl,
  "socialLinks": coalesce(socialLinks[]{ platform, url }, []),
  "formLinks": coalesce(formLinks[]{ label, url }, []),
  "pdTermsHref": ${pageHref('pdTermsPage')},
  "confirmationCourseId": confirmationCourse->_id,
  footerBlurb
}`);

const linkSchema = z.object({ label: text, url: httpsUrl });

export const siteSettingsSchema = z.looseObject({
  _id: z.string(),
  brandName: text,
  brandSlug: z.string().regex(SLUG_PATTERN, SLUG_MESSAGE),
  tagline: optionalText,
  logo: imageSchema,
  contactEmail: z.email(),
  accountsEmail: z.email(),
  phone: text,
  postalAddress: text,
  officeAddress: text,
  rtoId: text,
  lmsUrl: httpsUrl,
  bookingUrl: httpsUrl,
  enrolmentFormUrl: httpsUrl,
  corPaymentUrl: httpsUrl,
  socialLinks: z.array(z.object({ platform: text, url: httpsUrl })),
  formLinks: z.array(linkSchema),
  footerBlurb: optionalText,
  pdTermsHref: z.string({ error: 'Choose the published policy page with the PD terms and conditions' }),
  confirmationCourseId: z.string({ error: 'Choose the published course whose payment confirmation page this is' }),
});
export type SiteSettings = Guarded<NonNullable<SiteSettingsQueryResult>, typeof siteSettingsSchema>;

export const siteSettings = defineCollection({
  query: siteSettingsQuery,
  schema: siteSettingsSchema,
  id: byId,
  params: LINK_QUERY_PARAMS,
  single: true,
});

export const getSiteSettings = () => single<SiteSettings>('siteSettings');

/** Search texts with settings such as {brandName} filled in; `where` names the document in a build error. */
export const withSettings = async <T>(value: T, where: string) =>
  fillPlaceholdersDeep(value, placeholderValues(await getSiteSettings()), where);
