import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { defineField, defineType } from 'sanity';
import { orderField, uniqueSlugField } from '../fields';

/** A policy or guide page under /training-with-<brand>/. */
export const policyPage = defineType({
  name: 'policyPage',
  title: 'Policy or guide page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().error('Give the page title') }),
    uniqueSlugField('title', 'The page is /training-with-<brand>/<this>, e.g. student-handbook.'),
    defineField({
      name: 'metaDescription',
      title: 'Search description',
      type: 'string',
      validation: (rule) => rule.required().max(160).error('Write a description of up to 160 characters'),
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
    defineField({ name: 'body', title: 'Content', type: 'policyBody', validation: (rule) => rule.required().min(1).error('Write the page content') }),
    defineField({
      name: 'download',
      title: 'Download',
      type: 'object',
      description: 'Optional: the policy as a PDF.',
      fields: [
        defineField({ name: 'label', title: 'Link text', type: 'string', validation: (rule) => rule.required().error('Give the link text') }),
        defineField({ name: 'file', title: 'PDF', type: 'file', options: { accept: 'application/pdf' }, validation: (rule) => rule.required().error('Upload the PDF') }),
      ],
    }),
    orderField,
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
