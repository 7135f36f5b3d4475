import type { AgreedContent } from '../../contracts/applications/agreed-content.ts';
import type { ApplicationAnswers } from '../../contracts/applications/answers.ts';
import type { ApplyCourse, ApplyData } from '../../contracts/applications/apply-routes.ts';

/**
 * What an application asks the learner to read and agree to: the versions its draft kept when first saved, or,
 * for a new application (and a draft from before versions were kept), what the live release publishes.
 */
export const agreedContent = (answers: ApplicationAnswers, course: ApplyCourse, data: ApplyData): AgreedContent =>
  answers.agreedContent ?? {
    review: course.review,
    privacyNotice: data.privacyNotice,
    declarations: data.declarations,
  };
