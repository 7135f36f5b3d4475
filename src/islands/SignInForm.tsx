import { useState } from 'react';
import { EmailField, FormMessage, PasswordField, useAccountForm } from '../components/account/AccountFormParts';
import { auth } from '../lib/auth/client';
import { nextPath } from '../lib/auth/form';
import { buttonClass } from '../lib/ui/buttons';
import { ACCOUNT_PATH, FORGOT_PASSWORD_PATH } from '../lib/site/routes';

/** Signs an employer in, then returns to the page that sent them (or their account). */
export default function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { form, errors, message, busy, onSubmit, clear } = useAccountForm(
    { email, password },
    () => auth.signIn({ email, password }),
    () => window.location.assign(nextPath(window.location.search) ?? ACCOUNT_PATH),
  );

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
      {message && <FormMessage>{message}</FormMessage>}
      <EmailField
        id="sign-in-email"
        label="Email"
        value={email}
        error={errors.email}
        onChange={(value) => {
          setEmail(value);
          clear('email');
        }}
      />
      <PasswordField
        id="sign-in-password"
        label="Password"
        value={password}
        error={errors.password}
        onChange={(value) => {
          setPassword(value);
          clear('password');
        }}
      />
      <div className="flex flex-col-reverse gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <a href={FORGOT_PASSWORD_PATH} className="text-sm font-semibold text-teal-700 underline underline-offset-2">
          Forgot your password?
        </a>
        <button type="submit" disabled={busy} className={buttonClass()}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </div>
    </form>
  );
}
