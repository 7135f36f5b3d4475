import { useEffect, useRef, useState } from 'react';
import { EmailField, FormMessage, SubmitButton, useAccountForm } from '../components/account/AccountFormParts';
import { auth } from '../stores/auth-client';
import { missingCredentials } from '../../contracts/auth/errors';
import { buttonClass } from '../lib/ui/buttons';
import { SIGN_IN_PATH } from '../../contracts/routes';

/** Asks for a reset link by e-mail. The answer is the same whether or not the address has an account. */
export default function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const { field, message, busy, post } = useAccountForm(
    { email: '' },
    async ({ email }) => (email.trim() ? auth.requestPasswordReset(email) : { error: missingCredentials() }),
    ({ email }) => setSentTo(email.trim()),
  );
  useEffect(() => {
    if (sentTo) doneHeading.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div>
        <h2 ref={doneHeading} tabIndex={-1} className="text-xl font-bold text-navy-900 outline-none">
          Check your e-mail
        </h2>
        <p className="mt-3 text-slate-700">
          If there is an employer account for <strong>{sentTo}</strong>, we have sent it a link to choose a new
          password. The link works for an hour.
        </p>
        <a href={SIGN_IN_PATH} className={`mt-6 ${buttonClass('secondary', 'md')}`}>
          Back to sign in
        </a>
      </div>
    );
  }

  return (
    <form {...post('/request-password-reset')} className="space-y-5" aria-label="Reset your password">
      {message && <FormMessage>{message}</FormMessage>}
      <EmailField id="forgot-email" label="Email" {...field('email')} />
      <div className="flex justify-end pt-2">
        <SubmitButton busy={busy} label="Send reset link" busyLabel="Sending…" />
      </div>
    </form>
  );
}
