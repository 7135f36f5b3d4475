import { BlockContentIcon } from '@sanity/icons/BlockContent';
import { defineField, defineType } from 'sanity';
import { PLACEHOLDER_HELP } from '../../../contracts/rules/placeholders.ts';
import { knownPlaceholdersRule } from '../rules.ts';

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
      description: `Use the + button for card grids, numbered steps and callouts. A price written here must be a course\u2019s fee or funded price. ${PLACEHOLDER_HELP}`,
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
