import type { ApplyCourse, ApplyData } from '../../../contracts/applications/apply-routes.ts';
import { deliveryModesOf, type StoredDeliveryMode } from '../../../contracts/delivery-modes.ts';
import { takesWaitlist } from '../../../contracts/intakes/model.ts';
import type { CourseSchedule } from '../../../contracts/intakes/schedule.ts';
import { dayLabel, whereLabel } from '../../../contracts/intakes/labels.ts';
import { REGION_NAMES } from '../../../contracts/rules/pre-enrolment.ts';
import { checkerContent, type CheckerCourse } from '../funding/checker.ts';
import type { FundingProgram, FundingQuestion } from '../../../contracts/funding/model.ts';
import type { PrivacyNotice } from '../../../contracts/applications/agreed-content.ts';
import { courseReview, programDeclarations, versionedNotice, type ReviewDocument } from './agreed-content.ts';

/** A course as its application needs it. */
export interface ApplyingCourse extends CheckerCourse {
  _id: string;
  category: { _id: string };
  deliveryModes: readonly StoredDeliveryMode[];
}

/** A dated intake as the Studio keeps it: for one course (or a category), with its aXcelerate instance if set. */
interface InstanceSource {
  _id: string;
  _type: string;
  courseId?: string | null;
  axcelerateInstanceId?: number | null;
}

/**
 * The aXcelerate instance of each dated intake of one course that has one, by the intake's document id. An intake
 * pattern's dates and a category's intake have none: an instance is one class of one course.
 */
export const axcelerateInstances = (docs: readonly InstanceSource[]): ReadonlyMap<string, number> =>
  new Map(
    docs.flatMap((doc) =>
      doc._type === 'intake' && doc.courseId && doc.axcelerateInstanceId ? [[doc._id, doc.axcelerateInstanceId]] : [],
    ),
  );

/**
 * What the publisher's question pages need of a course: its prices, the intakes that still take enrolments
 * (a full one takes waitlist enquiries instead) with the aXcelerate instance the hand-off enrols in, whether it
 * starts any time, its modes, and the states a learner may apply from (any: the funding step says which prices
 * each state's learners may pay).
 */
export function applyCourse(
  course: ApplyingCourse,
  schedule: CourseSchedule,
  reviews: readonly ReviewDocument[],
  instances: ReadonlyMap<string, number> = new Map(),
): ApplyCourse {
  const { code, title, price, fundingOptions } = course;
  return {
    code,
    title,
    price,
    fundingOptions,
    intakes: schedule.intakes
      .filter((intake) => !takesWaitlist(intake.status))
      .map((intake) => {
        const axcelerateInstanceId = instances.get(intake.sourceId);
        return {
          key: intake.key,
          label: `${dayLabel(intake.startDate)}, ${whereLabel(intake.mode, intake.location)}`,
          ...(axcelerateInstanceId ? { axcelerateInstanceId } : {}),
        };
      }),
    anyTime: schedule.rolling.length > 0,
    deliveryModes: deliveryModesOf(course.deliveryModes).map((mode) => ({ value: mode.mode, label: mode.title })),
    states: Object.keys(REGION_NAMES),
    review: courseReview(reviews, course.category._id),
  };
}

/** What an application asks the learner to read and agree to, as coordinators publish it. */
export interface AgreementContent {
  reviews: readonly ReviewDocument[];
  privacyNotice: Omit<PrivacyNotice, 'version'>;
}

/**
 * The file the build writes for the publisher: the courses open for applications with their reviews, only the
 * funding they use, and the privacy notice and programs' declarations, each versioned.
 */
export function applyData(
  courses: readonly { course: ApplyingCourse; schedule: CourseSchedule }[],
  funding: { programs: readonly FundingProgram[]; questions: readonly FundingQuestion[] },
  agreements: AgreementContent,
  contact: ApplyData['contact'],
  instances: ReadonlyMap<string, number>,
): ApplyData {
  const { programs, questions } = checkerContent(
    courses.map(({ course }) => course),
    funding,
  );
  return {
    courses: courses.map(({ course, schedule }) => applyCourse(course, schedule, agreements.reviews, instances)),
    programs,
    questions,
    privacyNotice: versionedNotice(agreements.privacyNotice),
    declarations: programDeclarations(programs),
    contact,
  };
}
