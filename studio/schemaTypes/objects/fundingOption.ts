import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields.ts';
import { FUNDING_REGIONS } from '../../../contracts/rules/pre-enrolment.ts';
import { PRICE_MESSAGE, PRICE_PATTERN } from '../../../contracts/rules/price.ts';

/**
 * A price other than the full fee, usually a government-subsidised place for eligible learners in a state. The
 * course page lists it after the full fee, e.g. "Full fee $6,540 · Certificate 3 Guarantee (QLD) $1,250".
 */
export const fundingOption = defineType({
  name: 'fundingOption',
  title: 'Funding option',
  type: 'object',
  fields: [
    requiredString('name', 'Name', {
      description: 'The funding program as learners know it, e.g. "Certificate 3 Guarantee (subsidised)".',
      message: 'Name the funding option',
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
      description:
        'In a sentence, e.g. "Queensland residents aged 15 or over who do not hold a Certificate III or higher".',
      message: 'Say who is eligible for this price',
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
      title: title ?? 'Funding option',
      subtitle: [price, region].filter(Boolean).join(' · '),
    }),
  },
});
