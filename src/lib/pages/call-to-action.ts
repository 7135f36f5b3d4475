import { applyHref, SECTION_STEPS } from '../../../contracts/applications/apply-routes.ts';
import { CONTACT_PATH, CONTACT_SUBJECT_PARAM } from '../../../contracts/routes.ts';
import type { CallToActionKind } from '../../../contracts/pages/call-to-action.ts';

export interface CallToAction {
  kind: CallToActionKind;
  subject?: string | null;
  /** The course's or page's address, resolved by the query (null when it has none). */
  href?: unknown;
  /** The code of the course to apply for, when it is open for applications (null when it is not). */
  applyCode?: string | null;
}

/**
 * Where a call to action's button goes: the contact form with its subject filled in, the first question of an
 * application for the chosen course (as its own "Apply online"), or the chosen course or page.
 */
export function callToActionHref(action: CallToAction): string {
  if (action.kind === 'contact')
    return `${CONTACT_PATH}?${new URLSearchParams({ [CONTACT_SUBJECT_PARAM]: action.subject ?? '' }).toString()}`;
  if (action.kind === 'apply') {
    if (!action.applyCode) throw new Error("The call to action's course is not open for applications");
    return applyHref(action.applyCode, SECTION_STEPS.course);
  }
  if (typeof action.href !== 'string' || !action.href)
    throw new Error(`The call to action's ${action.kind} has no address`);
  return action.href;
}
