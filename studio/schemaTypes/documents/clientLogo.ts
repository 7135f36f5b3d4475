import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { ImagesIcon } from '@sanity/icons/Images';
import { defineField, defineType } from 'sanity';
import { imageField, requiredString } from '../fields.ts';
import { HTTPS_MESSAGE, HTTPS_ONLY } from '../rules.ts';

/** A client's logo in the home page's client strip; clicking it opens the client's website. */
export const clientLogo = defineType({
  name: 'clientLogo',
  title: 'Client logo',
  type: 'document',
  icon: ImagesIcon,
  fields: [
    requiredString('name', 'Client name', { message: 'Give the client’s name' }),
    defineField({
      name: 'url',
      title: 'Client website',
      type: 'url',
      description: 'The full address, e.g. https://www.example.com.au',
      validation: (rule) => [
        rule.required().error('Paste the client’s website address'),
        rule.uri(HTTPS_ONLY).error(HTTPS_MESSAGE),
      ],
    }),
    imageField('logo', 'Logo', {
      required: true,
      description: 'Ideally an SVG or a PNG with a transparent background.',
    }),
    orderRankField({ type: 'clientLogo', newItemPosition: 'after' }),
  ],
  orderings: [orderRankOrdering],
  preview: { select: { title: 'name', subtitle: 'url', media: 'logo' } },
});
