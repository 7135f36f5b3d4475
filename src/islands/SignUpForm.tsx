import { useState } from 'react';
import {
  EmailField,
  FormMessage,
  PasswordField,
  SubmitButton,
  useAccountForm,
} from '../components/account/AccountFormParts';
import { Field, controlClass } from '../components/forms/fields';
import { auth } from '../stores/auth-client';
import { nextPath } from '../../contracts/auth/form';
import { ACCOUNT_PATH } from '../../contracts/routes';
import { useTypedBeforeHydration } from '../components/forms/use-typed-before-hydration';

/** Creates an employer account and signs it in, then returns to the page that sent them (or the account). */
export default function SignUpForm() {
  const [name, setName] = useState('');
  const { form, field, message, busy, post } = useAccountForm(
    { email: '', password: '' },
    (credentials) => auth.signUp({ ...credentials, name }),
    () => window.location.assign(nextPath(window.location.search) ?? ACCOUNT_PATH),
  );
  useTypedBeforeHydration(form, (control) => {
    if (control.name === 'name' && control.kind === 'value') setName(control.value);
  });

  return (
    <form {...post('/sign-up/email')} className="space-y-5" aria-label="Create an employer account">
      {message && <FormMessage>{message}</FormMessage>}
      <Field id="sign-up-name" label="Your name" optional>
        <input
          id="sign-up-name"
          name="name"
          type="text"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={controlClass()}
        />
      </Field>
      <EmailField id="sign-up-email" label="Work email" {...field('email')} />
      <PasswordField id="sign-up-password" label="Password" isNew {...field('password')} />
      <div className="flex justify-end pt-2">
        <SubmitButton busy={busy} label="Create account" busyLabel="Creating your account…" />
      </div>
    </form>
  );
}
