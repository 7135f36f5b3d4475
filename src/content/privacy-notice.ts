import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { byId, defineCollection } from './definition.ts';
import { single } from './entries.ts';
import { text } from './fields.ts';
import { LINK_QUERY_PARAMS, pageHref } from './fragments.ts';

/**
 * The privacy notice an application asks the learner to read, with the policy page it links to: null unless that
 * page is published, so the guard names the missing page rather than its fields.
 */
export const privacyNoticeQuery = defineQuery(`*[_type == "privacyNotice" && _id == "privacyNotice"][0] {
  _id,
  _type,
  "paragraphs": coalesce(paragraphs, []),
  "policy": select(
    defined(${pageHref('privacyPolicyPage')}) => { "label": privacyPolicyPage->title, "href": ${pageHref('privacyPolicyPage')} }
  )
}`);

const privacyNoticeSchema = z.object({
  _id: z.string(),
  paragraphs: z.array(text).min(1, 'Write the privacy notice: at least one paragraph'),
  policy: z.object({ label: text, href: text }, { error: 'Choose the published policy page with our privacy policy' }),
});

export type PrivacyNoticeContent = z.infer<typeof privacyNoticeSchema>;

export const privacyNotice = defineCollection({
  query: privacyNoticeQuery,
  schema: privacyNoticeSchema,
  id: byId,
  params: LINK_QUERY_PARAMS,
  single: true,
});

export const getPrivacyNotice = () => single<PrivacyNoticeContent>('privacyNotice');
