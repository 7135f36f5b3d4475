import { ImageIcon } from '@sanity/icons/Image';
import { defineField, defineType } from 'sanity';
import { imageField, orderField } from '../fields';

/** A client's logo on the home page, linking to the client's site. */
export const clientLogo = defineType({
  name: 'clientLogo',
  title: 'Client logo',
  type: 'document',
  icon: ImageIcon,
  fields: [
    defineField({ name: 'name', title: 'Client name', type: 'string', validation: (rule) => rule.required().error('Give the client name') }),
    defineField({ name: 'url', title: 'Website', type: 'url', validation: (rule) => rule.required().uri({ scheme: ['https'] }).error('Paste the client’s https:// address') }),
    imageField('logo', 'Logo', { required: true }),
    orderField,
  ],
  preview: { select: { title: 'name', subtitle: 'url', media: 'logo' } },
});
