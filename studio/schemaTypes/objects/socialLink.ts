import { ShareIcon } from '@sanity/icons/Share';
import { defineField, defineType } from 'sanity';
import { HTTPS_MESSAGE, HTTPS_ONLY } from '../rules.ts';

const PLATFORMS = [
  { title: 'Facebook', value: 'facebook' },
  { title: 'LinkedIn', value: 'linkedin' },
  { title: 'Instagram', value: 'instagram' },
  { title: 'YouTube', value: 'youtube' },
];

/** A social media profile linked from the footer, shown as the platform's icon. */
export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  icon: ShareIcon,
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      description: 'Decides which icon is shown.',
      options: { list: PLATFORMS },
      validation: (rule) => rule.required().error('Choose the platform'),
    }),
    defineField({
      name: 'url',
      title: 'Profile address',
      type: 'url',
      description: 'The full address of the profile page, e.g. https://www.linkedin.com/company/…',
      validation: (rule) => [
        rule.required().error('Paste the profile’s address'),
        rule.uri(HTTPS_ONLY).error(HTTPS_MESSAGE),
      ],
    }),
  ],
  preview: {
    select: { platform: 'platform', url: 'url' },
    prepare: ({ platform, url }: { platform?: string; url?: string }) => ({
      title: PLATFORMS.find((item) => item.value === platform)?.title ?? 'Social link',
      subtitle: url,
    }),
  },
});
