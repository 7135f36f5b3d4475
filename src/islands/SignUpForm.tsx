import { useState } from 'react';
import { EmailField, FormMessage, PasswordField, useAccountForm } from '../components/account/AccountFormParts';
import { Field, controlClass } from '../components/forms/fields';
import { auth } from '../lib/auth/client';
import { nextPath } from '../lib/auth/form';
import { buttonClass } from '../lib/ui/buttons';
import { ACCOUNT_PATH } from '../lib/site/routes';

/** Creates an employer account and signs it in, then returns to the page that sent them (or the account). */
export default function SignUpForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { form, errors, message, busy, onSubmit, clear } = useAccountForm(
    { email, password },
    () => auth.signUp({ email, password, name }),
    () => window.location.assign(nextPath(window.location.search) ?? ACCOUNT_PATH),
  );

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Create an employer account">
      {message && <FormMessage>{message}</FormMessage>}
      <Field id="sign-up-name" label="Your name" optional>
        <input
          id="sign-up-name"
          type="text"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={controlClass()}
        />
      </Field>
      <EmailField
        id="sign-up-email"
        label="Work email"
        value={email}
        error={errors.email}
        onChange={(value) => {
          setEmail(value);
          clear('email');
        }}
      />
      <PasswordField
        id="sign-up-password"
        label="Password"
        isNew
        value={password}
        error={errors.password}
        onChange={(value) => {
          setPassword(value);
          clear('password');
        }}
      />
      <div className="flex justify-end pt-2">
        <button type="submit" disabled={busy} className={buttonClass()}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
      </div>
    </form>
  );
}
