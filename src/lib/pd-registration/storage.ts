import type { PdSubmission } from '../../../contracts/pd-registration/submission.ts';

export const PD_SUBMISSION_STORAGE_KEY = 'pd_registration_submission';

export type SaveResult = { ok: true } | { ok: false; reason: string };

/** Writes the submission as JSON under the spec's key; the data backend is disconnected (spec section 7). */
export function saveSubmissionLocally(storage: Pick<Storage, 'setItem'>, submission: PdSubmission): SaveResult {
  try {
    storage.setItem(PD_SUBMISSION_STORAGE_KEY, JSON.stringify(submission));
    return { ok: true };
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : String(error);
    // The toast adds its own full stop after the reason.
    return { ok: false, reason: reason.replace(/\.+$/, '') };
  }
}
