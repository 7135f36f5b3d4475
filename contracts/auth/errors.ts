import { PASSWORD_POLICY_CODE } from '../password-policy.ts';
import { EMAIL_TOO_LONG_MESSAGE } from '../rules/email.ts';

export const AUTH_TOASTS = { signUp: 'Sign up Failed', signIn: 'Sign in Failed', signOut: 'Sign out Failed' } as const;

export const AUTH_MESSAGES = {
  fallback: 'Something went wrong',
  missingCredentials: 'You must provide either an email or phone number and a password',
  sessionMissing: 'Auth session missing!',
  sessionOrUserMissing: 'Auth session or user missing',
  invalidCredentials: 'Invalid login credentials',
} as const;

/** An account action's failure as the forms show it: the spec's message and status, and which field it concerns. */
export interface AuthError {
  message: string;
  status: number;
  code: string | null;
  field: 'email' | 'password' | null;
}

const error = (
  message: string,
  status: number,
  code: string | null = null,
  field: AuthError['field'] = null,
): AuthError => ({
  message,
  status,
  code,
  field,
});

/** Raised by the client itself, before any request, when either credential is empty (spec section 5). */
export const missingCredentials = () => error(AUTH_MESSAGES.missingCredentials, 400, 'MISSING_CREDENTIALS');

/** Raised by the client itself for an address longer than RFC 5321 allows, in the server's words. */
export const emailTooLong = () => error(EMAIL_TOO_LONG_MESSAGE, 400, 'INVALID_EMAIL', 'email');

/** Signing out, or reading the account, without a session (spec section 8). */
export const sessionMissing = () => error(AUTH_MESSAGES.sessionMissing, 400, 'SESSION_MISSING');

/** The provider said yes, yet no session came of it (the browser refused the cookie, or the server lost it). */
export const sessionOrUserMissing = () => error(AUTH_MESSAGES.sessionOrUserMissing, 500, 'SESSION_OR_USER_MISSING');

/** A network failure that outlasted the retries. */
export const unreachable = () => error(AUTH_MESSAGES.fallback, 0, 'NETWORK');

const PASSWORD_CODES = new Set([PASSWORD_POLICY_CODE, 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'INVALID_PASSWORD']);
const SESSION_CODES = new Set(['UNAUTHORIZED', 'SESSION_EXPIRED', 'SESSION_NOT_FRESH']);

/**
 * The provider's answer in the spec's terms (section 8): wrong credentials are 'Invalid login
 * credentials' (400) whether the e-mail or the password was wrong; no session is 'Auth session
 * missing!' (400); a session the server could not read is 'Auth session or user missing' (500).
 * Anything else keeps the provider's own message, or 'Something went wrong' when it has none.
 */
export function toAuthError(status: number, body: unknown): AuthError {
  const { message, code } = (body && typeof body === 'object' ? body : {}) as { message?: unknown; code?: unknown };
  const text = typeof message === 'string' && message.trim() ? message : AUTH_MESSAGES.fallback;
  const name = typeof code === 'string' ? code : null;
  if (name === 'INVALID_EMAIL_OR_PASSWORD') return error(AUTH_MESSAGES.invalidCredentials, 400, name);
  if (name === 'FAILED_TO_GET_SESSION') return { ...sessionOrUserMissing(), code: name };
  if (status === 401 && (name === null || SESSION_CODES.has(name))) return sessionMissing();
  if (name && PASSWORD_CODES.has(name)) return error(text, status, name, 'password');
  if (name?.startsWith('USER_ALREADY_EXISTS')) return error(text, status, name, 'email');
  if (name === 'INVALID_EMAIL') return error(text, status, name, 'email');
  if (name === 'INVALID_TOKEN') return error('This link has expired or has already been used.', status, name);
  return error(text, status, name);
}
