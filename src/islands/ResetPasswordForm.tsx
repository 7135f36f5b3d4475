import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormMessage, PasswordField, SubmitButton, useAccountForm } from '../components/account/AccountFormParts';
import { auth } from '../stores/auth-client';
import { missingCredentials } from '../../contracts/auth/errors';
import { buttonClass } from '../lib/ui/buttons';
import { FORGOT_PASSWORD_PATH, RESET_TOKEN_PARAM, SIGN_IN_PATH } from '../../contracts/routes';

/** Sets a new password with the token from the e-mailed link. */
export default function ResetPasswordForm() {
  // The token is in the link's query. The publisher also puts it in the form's hidden field when it serves the
  // page, so the form posts without JavaScript, and a page it answers after such a post still has it.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const tokenField = useRef<HTMLInputElement>(null);
  const [changed, setChanged] = useState(false);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const { field, message, busy, post } = useAccountForm(
    { password: '' },
    async ({ password }) => (password ? auth.resetPassword(token ?? '', password) : { error: missingCredentials() }),
    () => setChanged(true),
  );
  // The first render must match the page's HTML; the address and the field are read after hydration, before a
  // submit made meanwhile reaches the form (it is held until the render after this one).
  useLayoutEffect(
    () =>
      setToken(
        new URLSearchParams(window.location.search).get(RESET_TOKEN_PARAM) ?? (tokenField.current?.value || null),
      ),
    [],
  );
  useEffect(() => {
    if (changed) doneHeading.current?.focus();
  }, [changed]);

  if (changed) {
    return (
      <div>
        <h2 ref={doneHeading} tabIndex={-1} className="text-xl font-bold text-navy-900 outline-none">
          Your password is changed
        </h2>
        <p className="mt-3 text-slate-700">Every device was signed out. Sign in with your new password.</p>
        <a href={SIGN_IN_PATH} className={`mt-6 ${buttonClass('primary', 'md')}`}>
          Sign in
        </a>
      </div>
    );
  }

  if (token === null) {
    return (
      <FormMessage>
        This link has no reset code. Open the link from the e-mail again, or{' '}
        <a href={FORGOT_PASSWORD_PATH} className="underline underline-offset-2">
          ask for a new link
        </a>
        .
      </FormMessage>
    );
  }

  return (
    <form {...post('/reset-password')} className="space-y-5" aria-label="Choose a new password">
      <input ref={tokenField} type="hidden" name={RESET_TOKEN_PARAM} value={token ?? ''} />
      {message && (
        <FormMessage>
          {message}{' '}
          <a href={FORGOT_PASSWORD_PATH} className="underline underline-offset-2">
            Ask for a new link
          </a>
          .
        </FormMessage>
      )}
      <PasswordField id="reset-password" label="New password" isNew {...field('password')} />
      <div className="flex justify-end pt-2">
        <SubmitButton busy={busy} label="Save new password" busyLabel="Saving…" />
      </div>
    </form>
  );
}
