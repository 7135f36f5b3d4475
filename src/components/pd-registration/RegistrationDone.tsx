import type { RefObject } from 'react';
import { ACCOUNT_PATH } from '../../../contracts/routes';
import type { PdSubmission } from '../../../contracts/pd-registration/submission';
import { PD_TOASTS } from '../../lib/pd-registration/toasts';
import { buttonClass } from '../../lib/ui/buttons';
import { Icon } from '../icons/Icon';
import type { AccountSave } from './use-account-save';
import { counted } from '../../../contracts/counted';

interface Props {
  submission: PdSubmission;
  headingRef: RefObject<HTMLHeadingElement | null>;
  accountSave: AccountSave | null;
  onRetryAccountSave: () => void;
  onRegisterAnother: () => void;
}

/** What the visitor sees once a group's registration is saved, and where it went. */
export function RegistrationDone({
  submission,
  headingRef,
  accountSave,
  onRetryAccountSave,
  onRegisterAnother,
}: Props) {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-teal-700/10 text-teal-700">
        <Icon name="checkCircle" className="size-9" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-navy-900 outline-none">
        {PD_TOASTS.saved.title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">
        {counted(submission.participant_count, 'participant')} registered for the {submission.session_label} session (
        {submission.state}). {PD_TOASTS.saved.description}
      </p>
      {accountSave && (
        <p role="status" className="mx-auto mt-3 max-w-xl text-slate-700">
          {accountSave.state === 'saving' && 'Saving it to your employer account…'}
          {accountSave.state === 'saved' && (
            <>
              It is also kept with your employer account and sent to our training team.{' '}
              <a href={ACCOUNT_PATH} className="font-semibold text-teal-700 underline underline-offset-2">
                See your registrations
              </a>
            </>
          )}
          {accountSave.state === 'failed' && (
            <>
              It could not be saved to your employer account: {accountSave.message}{' '}
              <button
                type="button"
                onClick={onRetryAccountSave}
                className="font-semibold text-teal-700 underline underline-offset-2"
              >
                Try again
              </button>
            </>
          )}
        </p>
      )}
      <button type="button" onClick={onRegisterAnother} className={`mt-8 ${buttonClass()}`}>
        <Icon name="users" className="size-5" />
        Register Another Group
      </button>
    </div>
  );
}
