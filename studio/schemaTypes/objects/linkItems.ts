import { defineField, defineType } from 'sanity';
import { hrefRule } from '../rules';

/** An external form in the Forms menu and footer; opens in a new tab. */
export const formLink = defineType({
  name: 'formLink',
  title: 'Form link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().error('Give the menu label') }),
    defineField({ name: 'url', title: 'Form address', type: 'url', validation: (rule) => rule.required().uri({ scheme: ['https'] }).error('Paste the form’s https:// address') }),
  ],
  preview: { select: { title: 'label', subtitle: 'url' } },
});

/** A social media profile shown in the footer. */
export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: { list: ['facebook', 'linkedin', 'instagram', 'youtube'] },
      validation: (rule) => rule.required().error('Choose the platform'),
    }),
    defineField({ name: 'url', title: 'Profile address', type: 'url', validation: (rule) => rule.required().uri({ scheme: ['https'] }).error('Paste the profile’s https:// address') }),
  ],
  preview: { select: { title: 'platform', subtitle: 'url' } },
});

/** A labelled link inside a how-to step. */
export const stepLink = defineType({
  name: 'stepLink',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().error('Give the link text') }),
    defineField({ name: 'href', title: 'Link', type: 'string', validation: (rule) => rule.required().custom(hrefRule) }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
