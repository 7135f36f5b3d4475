/**
 * What an intake is, written once for the Studio, the build and the pages. Imported by the Studio too,
 * so no imports without `.ts`.
 */
import type { DeliveryMode } from '../delivery-modes.ts';

export const INTAKE_STATUSES = [
  { value: 'open', title: 'Open' },
  { value: 'filling-fast', title: 'Filling fast' },
  { value: 'full', title: 'Full' },
  { value: 'waitlist', title: 'Waitlist' },
] as const;
export type IntakeStatus = (typeof INTAKE_STATUSES)[number]['value'];
export const intakeStatusTitle = (status: IntakeStatus) =>
  INTAKE_STATUSES.find((entry) => entry.value === status)!.title;
/** A full intake, or one already on a waitlist, takes waitlist enquiries instead of enrolments. */
export const takesWaitlist = (status: IntakeStatus) => status === 'full' || status === 'waitlist';

export const PATTERN_ORDINALS = [
  { value: 1, title: 'First' },
  { value: 2, title: 'Second' },
  { value: 3, title: 'Third' },
  { value: 4, title: 'Fourth' },
  { value: -1, title: 'Last' },
] as const;
export const PATTERN_WEEKDAYS = [
  { value: 1, title: 'Monday' },
  { value: 2, title: 'Tuesday' },
  { value: 3, title: 'Wednesday' },
  { value: 4, title: 'Thursday' },
  { value: 5, title: 'Friday' },
] as const;
export const PATTERN_MONTHS_MAX = 24;

/** What a dated intake and the intakes of a pattern share: which courses, how and where. */
export interface IntakeTarget {
  /** The course's document id, when the intake is for one course. */
  courseId?: string | null;
  /** The category's document id, when the intake is for every course of a category. */
  categoryId?: string | null;
}

/** One start date of one course, as the site shows it. */
export interface CourseIntake {
  /** Stable across edits: the calendar's UID and the page's anchor are made from it. */
  key: string;
  /** The document a coordinator edits for it: an intake or an intake pattern. */
  sourceId: string;
  courseId: string;
  startDate: string;
  enrolmentCloses: string;
  mode: DeliveryMode;
  location: string;
  status: IntakeStatus;
  /** When the document was last changed (ISO), or null; the calendar's SEQUENCE follows it. */
  updatedAt: string | null;
}

/** A course a learner can start any time, in this mode. */
export interface RollingStart {
  courseId: string;
  mode: DeliveryMode;
  location: string;
}
