import { PlayIcon } from '@sanity/icons/Play';
import { defineType } from 'sanity';
import { START_ANY_TIME } from '../../../contracts/intakes/labels.ts';
import { deliveryModeTitle, type DeliveryMode } from '../../../contracts/delivery-modes.ts';
import { courseTargetFields, locationField, modeField, TARGET_PREVIEW, targetTitle } from '../intake-fields.ts';

/**
 * Rolling enrolment: the course (or every course of a category) can be started any time in this mode. Its card
 * and page say "Start any time" instead of a next intake.
 */
export const rollingEnrolment = defineType({
  name: 'rollingEnrolment',
  title: 'Rolling enrolment (start any time)',
  type: 'document',
  icon: PlayIcon,
  fields: [...courseTargetFields('rolling enrolment'), modeField, locationField],
  preview: {
    select: { ...TARGET_PREVIEW, mode: 'mode' },
    prepare: (selection: Record<string, string | undefined>) => ({
      title: targetTitle(selection),
      subtitle: [START_ANY_TIME, selection.mode && deliveryModeTitle(selection.mode as DeliveryMode)]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
