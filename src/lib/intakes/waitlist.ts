import { CONTACT_PATH } from '../../../contracts/routes.ts';
import { dayLabel } from '../../../contracts/intakes/labels.ts';
import { deliveryModeTitle } from '../../../contracts/delivery-modes.ts';
import type { CourseIntake } from '../../../contracts/intakes/model.ts';

/** A full intake's action: the contact form with the course and the date in its subject. */
export const waitlistHref = (course: { code: string; title: string }, intake: CourseIntake) =>
  `${CONTACT_PATH}?${new URLSearchParams({
    subject: `Waitlist: ${course.code} ${course.title}, intake ${dayLabel(intake.startDate)} (${deliveryModeTitle(intake.mode)})`,
  })}`;

export const WAITLIST_LABEL = 'Join the waitlist';
