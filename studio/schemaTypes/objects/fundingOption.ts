import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { FUNDING_REGIONS } from '../../../src/lib/rules/pre-enrolment.ts';
import { PRICE_MESSAGE, PRICE_PATTERN } from '../../../src/lib/rules/price.ts';

/**
 * One way to pay for a course: the full fee, or a government-subsidised fee for eligible learners in a state.
 * The course page lists every option, e.g. "Full fee $6,540 · Subsidised (QLD, eligible learners) $1,250".
 */
export const fundingOption = defineType({
  name: 'fundingOption',
  title: 'Fee option',
  type: 'object',
  fields: [
    requiredString('name', 'Name', {
      description: 'What learners call this price, e.g. "Full fee" or "Certificate 3 Guarantee (subsidised)".',
      message: 'Name the fee option',
    }),
    defineField({
      name: 'price',
      title: 'Price',
      type: 'string',
      description: 'What the learner pays, with a dollar sign and commas, e.g. $1,250.',
      validation: (rule) => [
        rule.required().error('Give the price of this option'),
        rule.regex(PRICE_PATTERN, { name: 'price' }).error(PRICE_MESSAGE),
      ],
    }),
    requiredString('eligibility', 'Who is eligible', {
      description: 'In a few words, e.g. "Anyone" or "QLD residents without a Certificate III or higher".',
      message: 'Say who can use this fee option',
    }),
    defineField({
      name: 'region',
      title: 'State',
      type: 'string',
      description: '"National" for learners anywhere in Australia; otherwise the state whose funding this is.',
      options: { list: [...FUNDING_REGIONS], layout: 'dropdown' },
      initialValue: 'National',
      validation: (rule) => rule.required().error('Choose National or the state'),
    }),
  ],
  preview: {
    select: { title: 'name', price: 'price', region: 'region' },
    prepare: ({ title, price, region }: { title?: string; price?: string; region?: string }) => ({
      title: title ?? 'Fee option',
      subtitle: [price, region].filter(Boolean).join(' · '),
    }),
  },
});
