import { useEffect, useRef, useState, type ReactNode, type RefObject, type SubmitEvent } from 'react';
import { useTypedBeforeHydration } from '../forms/use-typed-before-hydration';
import type { AuthError } from '../../../contracts/auth/errors';
import {
  credentialErrors,
  type CredentialErrors,
  type CredentialField,
  type CredentialValues,
} from '../../../contracts/auth/form';
import { buttonClass } from '../../lib/ui/buttons';
import { PASSWORD_MESSAGES } from '../../../contracts/password-policy';
import { AUTH_API_PATH } from '../../../contracts/routes';
import { Field, controlClass, describedBy } from '../forms/fields';

/** The form's own message (wrong credentials, an expired link): stays on screen after the toast has gone. */
export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const colours =
    tone === 'error' ? 'border-red-700 bg-red-50 text-red-800' : 'border-teal-600 bg-teal-50 text-teal-900';
  return <div className={`rounded-lg border px-4 py-3 text-sm font-medium ${colours}`}>{children}</div>;
}

interface InputProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export function EmailField({ id, label, value, error, onChange }: InputProps) {
  return (
    <Field id={id} label={label} required error={error}>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(Boolean(error))}
        aria-required="true"
        {...describedBy(id, error)}
      />
    </Field>
  );
}

/** A password input; a new password (sign-up, reset) shows the policy as its hint. */
export function PasswordField({ id, label, value, error, onChange, isNew = false }: InputProps & { isNew?: boolean }) {
  return (
    <Field id={id} label={label} required error={error} hint={isNew ? PASSWORD_MESSAGES.hint : undefined}>
      <input
        id={id}
        name="password"
        type="password"
        autoComplete={isNew ? 'new-password' : 'current-password'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(Boolean(error))}
        aria-required="true"
        {...describedBy(id, error, isNew ? `${id}-hint` : undefined)}
      />
    </Field>
  );
}

/** Moves focus to the first invalid control each time `request` changes (a failed submit). */
function useFocusFirstError(request: number): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (request) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return form;
}

/** The form's submit button, which says what is happening while the action runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  variant = 'primary',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  variant?: 'primary' | 'danger';
}) {
  return (
    <button type="submit" disabled={busy} className={buttonClass(variant, variant === 'danger' ? 'md' : 'lg')}>
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * The states every account form shares: the credentials it asks for (`initial` names them), busy
 * while the action runs; on failure the field errors (focus goes to the first) or a message for the
 * whole form, and what was typed stays.
 */
export function useAccountForm<V extends CredentialValues>(
  initial: V,
  action: (values: V) => Promise<{ error: AuthError | null }>,
  done: (values: V) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const form = useFocusFirstError(failures);
  useTypedBeforeHydration(form, (control) => {
    if (control.kind === 'value' && control.name in initial) {
      setValues((current) => ({ ...current, [control.name]: control.value }));
    }
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const { error } = await action(values);
    setBusy(false);
    if (!error) return done(values);
    const fields = credentialErrors(values, error);
    setErrors(fields);
    setMessage(Object.keys(fields).length ? null : error.message);
    setFailures((count) => count + 1);
  };

  return {
    form,
    values,
    message,
    busy,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void submit(event),
    /**
     * The form element's props for the account API `route` (e.g. `/sign-in/email`): until the island hydrates,
     * or without JavaScript, the browser posts the form there itself (server/auth/account-form-posts.ts).
     */
    post: (route: string) => ({
      ref: form,
      method: 'post',
      action: `${AUTH_API_PATH}${route}`,
      noValidate: true,
      onSubmit: (event: SubmitEvent<HTMLFormElement>) => void submit(event),
    }),
    /** The props of a credential's input; editing it clears its error. */
    field: (name: CredentialField & keyof V) => ({
      value: values[name] ?? '',
      error: errors[name],
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors(({ [name]: _cleared, ...rest }) => rest);
      },
    }),
  };
}
