import { BlockContentIcon } from '@sanity/icons/BlockContent';
import { defineField, defineType } from 'sanity';
import { PLACEHOLDER_HELP } from '../../../contracts/rules/placeholders.ts';
import { knownPlaceholdersRule } from '../rules.ts';
import { PAGE_CLAIMS_HELP } from '../page-sections.ts';

/** Headings, paragraphs, lists and links: the same text as a policy page's. */
export const pageRichText = defineType({
  name: 'pageRichText',
  title: 'Text',
  type: 'object',
  icon: BlockContentIcon,
  description: 'Headings, paragraphs, lists and links, plus card grids, numbered steps and callouts.',
  fields: [
    defineField({
      name: 'body',
      title: 'Text',
      type: 'policyBody',
      description: `Use the + button for card grids, numbered steps and callouts. ${PAGE_CLAIMS_HELP} ${PLACEHOLDER_HELP}`,
      validation: (rule) => [
        rule.required().min(1).error('Write the text, or remove this section'),
        rule.custom(knownPlaceholdersRule),
      ],
    }),
  ],
  preview: {
    select: { body: 'body' },
    prepare: ({ body }: { body?: { children?: { text?: string }[] }[] }) => ({
      title: body?.[0]?.children?.map((child) => child.text ?? '').join('') || 'Text',
      subtitle: 'Text',
    }),
  },
});
