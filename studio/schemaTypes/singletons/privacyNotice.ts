import { LockIcon } from '@sanity/icons/Lock';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { notBlankRule } from '../rules.ts';

/**
 * The privacy notice a learner reads and agrees to before sending an application. Schedule 1 of the National VET
 * Data Policy sets the minimum it must say (why we collect, how we use and disclose to NCVER, surveys, contact):
 * add to it, never remove. Publishing a change makes a new version; each application keeps the version the
 * learner agreed to and when.
 */
export const privacyNotice = defineType({
  name: 'privacyNotice',
  title: 'Privacy notice (applications)',
  type: 'document',
  icon: LockIcon,
  fields: [
    defineField({
      name: 'paragraphs',
      title: 'Notice',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'text',
          rows: 4,
          validation: (rule) => rule.custom(notBlankRule('Write the paragraph or remove it')),
        }),
      ],
      description:
        'One paragraph per item, as the learner reads it. Keep at least the words of Schedule 1 of the National VET Data Policy.',
      validation: (rule) => rule.required().min(1).error('Write the privacy notice: at least one paragraph'),
    }),
    defineField({
      name: 'privacyPolicyPage',
      title: 'Our privacy policy',
      type: 'reference',
      to: [{ type: 'page' }, { type: 'policyPage' }],
      options: { disableNew: true },
      description: 'The page with our privacy policy, which the notice links to: a page you made, or a policy page.',
      validation: (rule) => rule.required().error('Choose the page with our privacy policy'),
    }),
  ],
  preview: { prepare: () => ({ title: 'Privacy notice (applications)' }) },
});
