import { defineType } from 'sanity';
import { requiredString, searchDescriptionField } from '../fields.ts';

/** A fixed page's title in the browser tab and search results, and the sentence under it. */
export const seo = defineType({
  name: 'seo',
  title: 'Search engines',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    requiredString('title', 'Page title', {
      description: 'In the browser tab and as the search result\u2019s headline; the site adds " | <brand name>".',
      message: 'Give the page title',
    }),
    searchDescriptionField('description'),
  ],
});
