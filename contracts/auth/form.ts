import type { AuthError } from './errors.ts';

export type CredentialField = 'email' | 'password';
export type CredentialErrors = Partial<Record<CredentialField, string>>;
/** What a form has typed in the credentials it asks for; one it does not ask for is left out. */
export type CredentialValues = Partial<Record<CredentialField, string>>;

export const CREDENTIAL_MESSAGES = {
  email: 'Enter your e-mail address.',
  password: 'Enter your password.',
} as const;

/**
 * What each field of an account form says after a failure: which credential is empty, or the
 * field the provider's message is about. Other failures (wrong credentials) belong to the whole form.
 */
export function credentialErrors(values: CredentialValues, error: AuthError): CredentialErrors {
  if (error.code === 'MISSING_CREDENTIALS') {
    return {
      ...(values.email !== undefined && !values.email.trim() ? { email: CREDENTIAL_MESSAGES.email } : {}),
      ...(values.password !== undefined && !values.password ? { password: CREDENTIAL_MESSAGES.password } : {}),
    };
  }
  return error.field ? { [error.field]: error.message } : {};
}

/**
 * Where to go after signing in: the page that sent the visitor (?next=/pd-registration), if it is
 * a path of this site; never another site, so the link cannot be used to send someone elsewhere.
 */
export function nextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}
