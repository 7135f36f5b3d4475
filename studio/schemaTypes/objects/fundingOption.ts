import { defineField, defineType } from 'sanity';
import { PRICE_MESSAGE, PRICE_PATTERN, priceAmount } from '../../../contracts/rules/price.ts';
import { SANITY_API_VERSION } from '../../../contracts/sanity-api.ts';

/**
 * A price other than the full fee under a funding program, e.g. a Certificate 3 Guarantee place. Who is eligible
 * comes from the program's rules; the course page lists it after the full fee.
 */
export const fundingOption = defineType({
  name: 'fundingOption',
  title: 'Funding option',
  type: 'object',
  fields: [
    defineField({
      name: 'program',
      title: 'Funding program',
      type: 'reference',
      to: [{ type: 'fundingProgram' }],
      description: 'Its rules say who is eligible. It must be national or for a state where the course is delivered.',
      validation: (rule) => [
        rule.required().error('Choose the funding program'),
        rule.custom(async (value: { _ref?: string } | undefined, context) => {
          if (!value?._ref) return true;
          const state = await context
            .getClient({ apiVersion: SANITY_API_VERSION })
            .fetch<string | null>('*[_id == $id][0].state', { id: value._ref });
          const delivered = (context.document?.deliveryStates as string[] | undefined) ?? [];
          return (
            !state ||
            state === 'National' ||
            delivered.includes(state) ||
            `This program is for ${state}, and the course is not delivered there: add ${state} to "States delivered in" or choose another program`
          );
        }),
      ],
    }),
    defineField({
      name: 'price',
      title: 'Price',
      type: 'string',
      description: 'What an eligible learner pays (the student contribution), e.g. $1,250.',
      validation: (rule) => [
        rule.required().error('Give the price of this option'),
        rule.regex(PRICE_PATTERN, { name: 'price' }).error(PRICE_MESSAGE),
      ],
    }),
    defineField({
      name: 'concessionPrice',
      title: 'Concession price',
      type: 'string',
      description: 'Only if the program has a concession: what a concession learner pays, e.g. $625.',
      validation: (rule) => [
        rule.regex(PRICE_PATTERN, { name: 'price' }).error(PRICE_MESSAGE),
        rule.custom((value: string | undefined, context) => {
          const price = (context.parent as { price?: string } | undefined)?.price;
          if (!value || !price) return true;
          return (
            priceAmount(value) <= priceAmount(price) || `The concession price cannot be more than the price (${price})`
          );
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'program.name', region: 'program.state', price: 'price', concession: 'concessionPrice' },
    prepare: ({ title, region, price, concession }: Record<string, string | undefined>) => ({
      title: title ?? 'Funding option',
      subtitle: [price, concession && `concession ${concession}`, region].filter(Boolean).join(' · '),
    }),
  },
});
