import { CONTACT_PATH, CONTACT_SUBJECT_PARAM } from '../../../contracts/routes.ts';
import type { CallToActionKind } from '../../../contracts/pages/call-to-action.ts';

export interface CallToAction {
  kind: CallToActionKind;
  subject?: string | null;
  /** The course's or page's address, resolved by the query (null when it has none). */
  href?: unknown;
}

/** Where a call to action's button goes: the contact form with its subject filled in, or the chosen course or page. */
export function callToActionHref(action: CallToAction): string {
  if (action.kind === 'contact')
    return `${CONTACT_PATH}?${new URLSearchParams({ [CONTACT_SUBJECT_PARAM]: action.subject ?? '' }).toString()}`;
  if (typeof action.href !== 'string' || !action.href)
    throw new Error(`The call to action's ${action.kind} has no address`);
  return action.href;
}
