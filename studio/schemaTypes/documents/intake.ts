import { CalendarIcon } from '@sanity/icons/Calendar';
import { defineType } from 'sanity';
import { dayLabel } from '../../../contracts/intakes/labels.ts';
import { deliveryModeTitle, type DeliveryMode } from '../../../contracts/delivery-modes.ts';
import { intakeStatusTitle, type IntakeStatus } from '../../../contracts/intakes/model.ts';
import { siteDate } from '../../../contracts/build-time.ts';
import {
  axcelerateInstanceField,
  courseTargetFields,
  enrolmentClosesField,
  locationField,
  modeField,
  startDateField,
  statusField,
  TARGET_PREVIEW,
  targetTitle,
} from '../intake-fields.ts';

/**
 * One start date of a course (or of every course of a category). The course card says "Next intake: …" and
 * the course page lists it with its status. It drops off the site once it has started, so old intakes can
 * stay (the Studio lists them under "Past"). A dated intake on the same day and mode as one of a pattern's
 * replaces it, e.g. to mark that date full.
 */
export const intake = defineType({
  name: 'intake',
  title: 'Intake',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    ...courseTargetFields('this intake'),
    startDateField,
    enrolmentClosesField,
    modeField,
    locationField,
    statusField,
    axcelerateInstanceField,
  ],
  orderings: [{ title: 'Start date', name: 'startDate', by: [{ field: 'startDate', direction: 'asc' }] }],
  preview: {
    select: {
      ...TARGET_PREVIEW,
      startDate: 'startDate',
      mode: 'mode',
      status: 'status',
      axcelerateInstanceId: 'axcelerateInstanceId',
    },
    prepare: (selection: Record<string, string | undefined>) => {
      const { startDate, mode, status, axcelerateInstanceId } = selection;
      const past = startDate && startDate < siteDate(new Date()) ? 'past, hidden on the site' : null;
      return {
        title: `${startDate ? dayLabel(startDate) : 'No start date'} · ${targetTitle(selection)}`,
        subtitle: [
          mode && deliveryModeTitle(mode as DeliveryMode),
          status && intakeStatusTitle(status as IntakeStatus),
          axcelerateInstanceId && `aXcelerate ${axcelerateInstanceId}`,
          past,
        ]
          .filter(Boolean)
          .join(' · '),
      };
    },
  },
});
