import { defineField, defineType } from 'sanity';
import {
  AT_A_PLACE,
  DELIVERY_MODES,
  deliveryModeTitle,
  type DeliveryMode,
  type StoredDeliveryMode,
} from '../../../contracts/delivery-modes.ts';

export const DELIVERY_MODE_OPTIONS = DELIVERY_MODES.map(({ value, title }) => ({ value, title }));
const PLACE_MESSAGE = 'Say where the face-to-face training takes place';
const atAPlace = (parent: unknown) => (parent as StoredDeliveryMode | undefined)?.mode === AT_A_PLACE;

/** One way a course is delivered: intakes can only be in one of the course's modes; search and Google list them. */
export const courseDeliveryMode = defineType({
  name: 'courseDeliveryMode',
  title: 'Delivery mode',
  type: 'object',
  fields: [
    defineField({
      name: 'mode',
      title: 'Mode',
      type: 'string',
      options: { list: DELIVERY_MODE_OPTIONS, layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error('Choose the delivery mode'),
    }),
    defineField({
      name: 'location',
      title: 'Where',
      type: 'string',
      description: 'Face-to-face only: the place learners come to, e.g. "Northwind Training, Eagle Farm QLD".',
      hidden: ({ parent }) => !atAPlace(parent),
      validation: (rule) =>
        rule.custom((location: string | undefined, context) =>
          atAPlace(context.parent) && !location?.trim() ? PLACE_MESSAGE : true,
        ),
    }),
  ],
  preview: {
    select: { mode: 'mode', location: 'location' },
    prepare: ({ mode, location }: { mode?: DeliveryMode; location?: string }) => ({
      title: mode ? deliveryModeTitle(mode) : 'No mode chosen',
      subtitle: mode === AT_A_PLACE ? location : undefined,
    }),
  },
});
