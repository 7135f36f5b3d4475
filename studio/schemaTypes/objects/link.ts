import { LinkIcon } from '@sanity/icons/Link';
import { defineType } from 'sanity';
import { linkTargetFields } from '../fields.ts';

/** A link on selected words of a policy page's text (select the words, then click the link button). */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: linkTargetFields(),
});
