import type { CourseIntake, DeliveryMode } from '../../../contracts/intakes/model.ts';

/** schema.org's courseMode for each delivery mode. */
const COURSE_MODE: Record<DeliveryMode, string> = { online: 'Online', blended: 'Blended', workplace: 'Onsite' };

/** A course's upcoming intakes as schema.org CourseInstances, for its Course's hasCourseInstance. */
export const courseInstancesJsonLd = (intakes: readonly CourseIntake[]) =>
  intakes.map((intake) => ({
    '@type': 'CourseInstance',
    courseMode: COURSE_MODE[intake.mode],
    startDate: intake.startDate,
    location: intake.mode === 'online' ? { '@type': 'VirtualLocation' } : { '@type': 'Place', name: intake.location },
  }));
