import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import { bySlug, defineCollection } from './definition.ts';
import { all, inOrder } from './entries.ts';
import { imageSchema, optionalText, orderRank, text, type Guarded } from './fields.ts';
import { imageFragment } from './fragments.ts';
import type { TeamMembersQueryResult } from './sanity.types.ts';

export const teamMembersQuery = defineQuery(`*[_type == "teamMember"] | order(orderRank asc) {
  _id,
  _type,
  name,
  "slug": slug.current,
  role,
  "bio": coalesce(bio, []),
  quote,
  photo${imageFragment},
  orderRank
}`);

export const teamMemberSchema = z.looseObject({
  _id: z.string(),
  name: text,
  slug: text,
  role: text,
  bio: z.array(z.string()),
  quote: optionalText,
  photo: imageSchema,
  orderRank,
});
export type TeamMember = Guarded<TeamMembersQueryResult[number], typeof teamMemberSchema>;

export const teamMembers = defineCollection({
  query: teamMembersQuery,
  schema: teamMemberSchema,
  id: bySlug,
  unique: ['slug'],
});

export const getTeamMembers = () => inOrder(all<TeamMember>('teamMembers'));
