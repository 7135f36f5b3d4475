import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { byId, defineCollection } from './definition.ts';
import { all, inOrder } from './entries.ts';
import { httpsUrl, imageSchema, orderRank, text, type Guarded } from './fields.ts';
import { imageFragment } from './fragments.ts';
import type { ClientLogosQueryResult } from './sanity.types.ts';

export const clientLogosQuery = defineQuery(`*[_type == "clientLogo"] | order(orderRank asc) {
  _id,
  _type,
  name,
  url,
  logo${imageFragment},
  orderRank
}`);

export const clientLogoSchema = z.looseObject({
  _id: z.string(),
  name: text,
  url: httpsUrl,
  logo: imageSchema,
  orderRank,
});
export type ClientLogo = Guarded<ClientLogosQueryResult[number], typeof clientLogoSchema>;

export const clientLogos = defineCollection({ query: clientLogosQuery, schema: clientLogoSchema, id: byId });

export const getClientLogos = () => inOrder(all<ClientLogo>('clientLogos'));
