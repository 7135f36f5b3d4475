import { BookIcon } from '@sanity/icons/Book';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, orderField, uniqueSlugField } from '../fields';
import { CODE_PATTERN, isUniqueValue, PRICE_MESSAGE, PRICE_PATTERN } from '../rules';

const isQualification = ({ document }: { document?: { courseType?: string } }) => document?.courseType === 'qualification';

/** A unit of competency or a full qualification in the catalogue, with its course page. */
export const course = defineType({
  name: 'course',
  title: 'Course',
  type: 'document',
  icon: BookIcon,
  groups: [
    { name: 'catalogue', title: 'Catalogue card', default: true },
    { name: 'page', title: 'Course page' },
    { name: 'details', title: 'Program details' },
  ],
  fields: [
    defineField({
      name: 'code',
      title: 'Code',
      type: 'string',
      group: 'catalogue',
      description: 'The national code in capitals, e.g. TLIF0025 or TLI40324. Must be unique.',
      validation: (rule) => [
        rule.required().error('Give the course code'),
        rule.regex(CODE_PATTERN, { name: 'course code' }).error('Use the national code in capitals, e.g. TLIF0025'),
        rule.custom(async (code, context) => (await isUniqueValue('code', code, context)) || `Another course already uses the code ${code}`),
      ],
    }),
    uniqueSlugField('code', 'The course page is /courses/<this>: the code in lower case, e.g. tlif0025.'),
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'catalogue', validation: (rule) => rule.required().error('Give the course title') }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      group: 'catalogue',
      to: [{ type: 'category' }],
      validation: (rule) => rule.required().error('Choose the category'),
    }),
    defineField({
      name: 'courseType',
      title: 'Type',
      type: 'string',
      group: 'catalogue',
      options: { list: [{ title: 'Unit of competency', value: 'unit' }, { title: 'Full qualification', value: 'qualification' }], layout: 'radio' },
      validation: (rule) => rule.required().error('Choose unit or qualification'),
    }),
    defineField({ name: 'summary', title: 'Summary', type: 'text', rows: 4, group: 'catalogue', description: 'Cards show only the first sentence, so make it stand on its own.', validation: (rule) => rule.required().error('Write a summary') }),
    defineField({ name: 'targetAudience', title: 'Who it is for', type: 'text', rows: 2, group: 'catalogue', validation: (rule) => rule.required().error('Say who the course is for') }),
    defineField({ name: 'duration', title: 'Duration', type: 'string', group: 'catalogue', description: 'e.g. "24 hours / 4 weeks".', validation: (rule) => rule.required().error('Give the duration') }),
    defineField({
      name: 'price',
      title: 'Price',
      type: 'string',
      group: 'catalogue',
      description: 'As visitors read it, e.g. $475 or $7,620. Course pages show it with cents.',
      validation: (rule) => [rule.required().error('Give the price'), rule.regex(PRICE_PATTERN, { name: 'price' }).error(PRICE_MESSAGE)],
    }),
    defineField({ name: 'delivery', title: 'Delivery', type: 'string', group: 'catalogue', description: 'e.g. "Online" or "Blended or Online".', validation: (rule) => rule.required().error('Say how the course is delivered') }),
    defineField({
      name: 'tags',
      title: 'Tags',
      type: 'array',
      group: 'catalogue',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      description: 'Badges on the card. Known tags get their own colour: Short Course, Online Delivery, Entry-Level, CoR Relevant, Fatigue Management, Subsidised, Full Qualification, Leadership Level.',
    }),
    defineField({ name: 'isCoRRelevant', title: 'Chain of responsibility relevant', type: 'boolean', group: 'catalogue', initialValue: false }),
    defineField({ name: 'isFatigueRelevant', title: 'Fatigue management relevant', type: 'boolean', group: 'catalogue', initialValue: false }),
    defineField({ name: 'isSubsidised', title: 'Subsidised', type: 'boolean', group: 'catalogue', initialValue: false }),
    imageField('logo', 'Logo', { description: 'Shown on the course page header.' }),
    defineField({ name: 'flyer', title: 'Program flyer (PDF)', type: 'file', group: 'catalogue', options: { accept: 'application/pdf' }, validation: (rule) => rule.required().error('Upload the program flyer') }),
    defineField({
      name: 'stripeLink',
      title: 'Payment link',
      type: 'url',
      group: 'catalogue',
      description: 'Units only: the card-payment link. Without one, "Pay and Enrol" goes to the contact page.',
      hidden: isQualification,
      validation: (rule) =>
        rule.uri({ scheme: ['https'] }).custom((value, context) =>
          value && isQualification(context as never) ? 'Qualifications take enquiries, not payments: remove the payment link' : true,
        ),
    }),
    defineField({ name: 'hasDetailPage', title: 'Has a course page', type: 'boolean', group: 'catalogue', initialValue: true, description: 'Off: the card offers the program flyer instead of a page.' }),
    orderField,
    defineField({
      name: 'metaDescription',
      title: 'Search description',
      type: 'string',
      group: 'page',
      description: 'What search engines show under the title, up to 160 characters.',
      validation: (rule) => rule.required().max(160).error('Write a description of up to 160 characters'),
    }),
    defineField({
      name: 'description',
      title: 'Descriptor / overview',
      type: 'text',
      rows: 10,
      group: 'page',
      description: 'The unit descriptor or qualification overview. Leave a blank line between paragraphs.',
      validation: (rule) => rule.required().error('Write the descriptor or overview'),
    }),
    defineField({ name: 'features', title: 'Program features', type: 'array', group: 'page', of: [defineArrayMember({ type: 'string' })] }),
    defineField({ name: 'benefits', title: 'Student benefits', type: 'array', group: 'page', of: [defineArrayMember({ type: 'string' })] }),
    defineField({
      name: 'approach',
      title: 'Our applied approach',
      type: 'array',
      group: 'page',
      of: [defineArrayMember({ type: 'approachCard' })],
      description: 'Usually three cards: Qualified, Compliant, Safe. Leave empty to hide the section.',
    }),
    defineField({ name: 'programDetails', title: 'Program details', type: 'programDetails', group: 'details', validation: (rule) => rule.required().error('Fill in the program details') }),
  ],
  orderings: [{ title: 'Catalogue order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { code: 'code', title: 'title', price: 'price', courseType: 'courseType', media: 'logo' },
    prepare: ({ code, title, price, courseType, media }) => ({
      title: `${code ?? '—'} · ${title ?? 'Untitled'}`,
      subtitle: [price, courseType === 'qualification' ? 'Qualification' : 'Unit'].filter(Boolean).join(' · '),
      media,
    }),
  },
});
