import {
  EmailField,
  FormMessage,
  PasswordField,
  SubmitButton,
  useAccountForm,
} from '../components/account/AccountFormParts';
import { auth } from '../stores/auth-client';
import { nextPath } from '../../contracts/auth/form';
import { ACCOUNT_PATH, FORGOT_PASSWORD_PATH } from '../../contracts/routes';

/** Signs an employer in, then returns to the page that sent them (or their account). */
export default function SignInForm() {
  const { field, message, busy, post } = useAccountForm(
    { email: '', password: '' },
    (credentials) => auth.signIn(credentials),
    () => window.location.assign(nextPath(window.location.search) ?? ACCOUNT_PATH),
  );

  return (
    <form {...post('/sign-in/email')} className="space-y-5" aria-label="Sign in">
      {message && <FormMessage>{message}</FormMessage>}
      <EmailField id="sign-in-email" label="Email" {...field('email')} />
      <PasswordField id="sign-in-password" label="Password" {...field('password')} />
      <div className="flex flex-col-reverse gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <a href={FORGOT_PASSWORD_PATH} className="text-sm font-semibold text-teal-700 underline underline-offset-2">
          Forgot your password?
        </a>
        <SubmitButton busy={busy} label="Sign in" busyLabel="Signing in…" />
      </div>
    </form>
  );
}
