export const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const;

export type AuthEvent = (typeof AUTH_EVENTS)[number];

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The spec's session, for cookie sessions: the tokens live in an httpOnly cookie the page cannot
 * read, so only the user and the expiry are here.
 */
export interface AuthSession {
  /** Which sign-in this is (not a secret: the cookie's token is). */
  id: string;
  user: AuthUser;
  /** Unix time in seconds, as the spec's session has it. */
  expires_at: number;
  /** Seconds left when the session was read. */
  expires_in: number;
}

const sameUser = (a: AuthUser, b: AuthUser) => a.id === b.id && a.email === b.email && a.name === b.name;

/**
 * The event that takes the visitor from one read of the session to the next; `undefined` means not
 * read yet. Null when nothing a listener cares about changed.
 */
export function eventBetween(previous: AuthSession | null | undefined, next: AuthSession | null): AuthEvent | null {
  if (previous === undefined) return 'INITIAL_SESSION';
  if (!previous) return next ? 'SIGNED_IN' : null;
  if (!next) return 'SIGNED_OUT';
  if (next.id !== previous.id) return 'SIGNED_IN';
  if (!sameUser(previous.user, next.user)) return 'USER_UPDATED';
  if (next.expires_at > previous.expires_at) return 'TOKEN_REFRESHED';
  return null;
}
