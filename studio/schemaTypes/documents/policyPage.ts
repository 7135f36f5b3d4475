import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { defineField, defineType } from 'sanity';
import { requiredString, searchDescriptionField, uniqueSlugField } from '../fields.ts';
import { PLACEHOLDER_HELP } from '../../../contracts/rules/placeholders.ts';
import { knownPlaceholdersRule, notBlankRule } from '../rules.ts';

/**
 * A policy or guide page under /training-with-<brand>/, e.g. the Student Handbook or How to Enrol,
 * with optional PDF download.
 */
export const policyPage = defineType({
  name: 'policyPage',
  title: 'Policy or guide page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    requiredString('title', 'Title', { message: 'Give the page title' }),
    uniqueSlugField(
      'title',
      'The page address is /training-with-<brand>/<this>, e.g. student-handbook. Changing it breaks existing links.',
    ),
    searchDescriptionField('metaDescription', [knownPlaceholdersRule]),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'A sentence or two under the page title.',
      validation: (rule) => [
        rule.required().error('Write a short introduction'),
        rule.custom(notBlankRule('Write a short introduction')),
        rule.custom(knownPlaceholdersRule),
      ],
    }),
    defineField({
      name: 'body',
      title: 'Page content',
      type: 'policyBody',
      description: `Headings, paragraphs, lists and links, plus card grids, numbered steps and callouts (use the + button). ${PLACEHOLDER_HELP}`,
      validation: (rule) => [
        rule.required().min(1).error('Write the page content'),
        rule.custom(knownPlaceholdersRule),
      ],
    }),
    defineField({
      name: 'download',
      title: 'PDF download',
      type: 'object',
      description: 'Optional: the policy as a PDF, offered with a download button.',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({
          name: 'label',
          title: 'Button text',
          type: 'string',
          description: 'e.g. "Download the Student Handbook (PDF)".',
          validation: (rule) => rule.required().error('Write the button text'),
        }),
        defineField({
          name: 'file',
          title: 'PDF file',
          type: 'file',
          options: { accept: 'application/pdf' },
          validation: (rule) => rule.required().error('Upload the PDF'),
        }),
      ],
    }),
    orderRankField({ type: 'policyPage', newItemPosition: 'after' }),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'title', slug: 'slug.current', download: 'download.label' },
    prepare: ({ title, slug, download }: Partial<Record<'title' | 'slug' | 'download', string>>) => ({
      title,
      subtitle: [slug ? `/training-with-…/${slug}` : 'No web address yet', download ? 'with PDF' : undefined]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
