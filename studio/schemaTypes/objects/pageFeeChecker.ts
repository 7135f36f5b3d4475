import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { defineField, defineType } from 'sanity';
import { SANITY_API_VERSION } from '../../../contracts/sanity-api.ts';

/** Only a course with a funding option has prices for the checker to work out. */
const WITH_FUNDING = 'count(fundingOptions) > 0';

/** One course's "What will I pay?": the fee checker of its course page, with the funding programs' rules in plain words. */
export const pageFeeChecker = defineType({
  name: 'pageFeeChecker',
  title: 'What will I pay?',
  type: 'object',
  icon: CreditCardIcon,
  description:
    'The fee checker of a course page: a visitor answers a few questions and sees each price they may pay for the course.',
  fields: [
    defineField({
      name: 'course',
      title: 'Course',
      type: 'reference',
      to: [{ type: 'course' }],
      description: 'Only courses with a funding option are offered: the others have one price, shown on their cards.',
      options: { disableNew: true, filter: WITH_FUNDING },
      validation: (rule) => [
        rule.required().error('Choose the course whose prices the checker works out'),
        rule.custom(async (course: { _ref?: string } | undefined, context) => {
          if (!course?._ref) return true;
          const funded = await context
            .getClient({ apiVersion: SANITY_API_VERSION })
            .fetch<boolean | null>(`*[_id == $id][0].fundingOptions[0] != null`, { id: course._ref });
          return funded
            ? true
            : 'This course has no funding option, so the checker has nothing to work out: choose a course with one';
        }),
      ],
    }),
  ],
  preview: {
    select: { code: 'course.code', title: 'course.title' },
    prepare: ({ code, title }: { code?: string; title?: string }) => ({
      title: code ? `${code} ${title ?? ''}`.trim() : 'Choose a course',
      subtitle: 'What will I pay?',
    }),
  },
});
