import { atom, computed, onMount } from 'nanostores';
import {
  AUTH_MESSAGES,
  AUTH_TOASTS,
  emailTooLong,
  missingCredentials,
  sessionMissing,
  sessionOrUserMissing,
  toAuthError,
  unreachable,
  type AuthError,
} from '../../../contracts/auth/errors.ts';
import { emailFitsLimits } from '../../../contracts/rules/email.ts';
import type { PdSubmission } from '../../../contracts/pd-registration/submission.ts';
import { AUTH_API_PATH } from '../../../contracts/routes.ts';
import { eventBetween, type AuthEvent, type AuthSession, type AuthUser } from './events.ts';
import { retryingFetch } from './retry.node.ts';

export type { AuthError, AuthEvent, AuthSession, AuthUser };

/** A PD registration kept with the account, as /account lists it. */
export interface AccountRegistration {
  id: string;
  submitted_at: string;
  submission: PdSubmission;
}

export type AuthResult<T = null> = { data: T; error: null } | { data: null; error: AuthError };
export type AuthListener = (event: AuthEvent, session: AuthSession | null) => void;

export interface AuthClientDeps {
  /** Where the site is (tests); the browser uses relative URLs. */
  origin?: string;
  fetch?: typeof fetch;
  /** The site's toaster: the spec's failure toasts are raised here, so every form says the same. */
  toast: (toast: { title: string; description: string; variant: 'destructive' }) => void;
  /** Tells other tabs of this site that the session changed (sign-in, sign-out). */
  channel?: { post(): void; listen(onChange: () => void): () => void };
}

interface SessionAnswer {
  session: { id: string; expiresAt: string };
  user: AuthUser;
}

const toSession = (answer: SessionAnswer | null): AuthSession | null => {
  if (!answer?.session) return null;
  const expiresAt = Math.floor(Date.parse(answer.session.expiresAt) / 1000);
  const { id, email, name } = answer.user;
  return {
    id: answer.session.id,
    user: { id, email, name },
    expires_at: expiresAt,
    expires_in: Math.max(0, expiresAt - Math.floor(Date.now() / 1000)),
  };
};

/**
 * The spec's auth client (sections 4, 7, 8), over the publisher's account API with cookie sessions:
 * `user`, `session` and `loading` stores, sign-up, sign-in and sign-out with the spec's messages and
 * failure toasts, and `onAuthStateChange`. Every request is retried on 502, 503, 504 and network
 * failure. Islands use only this client, so the provider behind it can change.
 */
export function createAuthClient({
  origin = '',
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
  toast,
  channel,
}: AuthClientDeps) {
  const request = retryingFetch(fetchImpl);
  // One store behind the three the spec names: subscribing to any of them starts reading the session.
  const $state = atom<{ session: AuthSession | null; loading: boolean }>({ session: null, loading: true });
  const listeners = new Set<AuthListener>();
  /** undefined until the first read: what the next read is compared with. */
  let known: AuthSession | null | undefined;
  let reading: Promise<void> | null = null;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<AuthResult<T>> {
    let response: Response;
    try {
      response = await request(`${origin}${AUTH_API_PATH}${path}`, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return { data: null, error: unreachable() };
    }
    const parsed: unknown = await response.json().catch(() => null);
    if (!response.ok) return { data: null, error: toAuthError(response.status, parsed) };
    return { data: parsed as T, error: null };
  }

  function publish(next: AuthSession | null, event: AuthEvent | null) {
    known = next;
    $state.set({ session: next, loading: false });
    if (event) for (const listener of listeners) listener(event, next);
  }

  /** Reads the session from the server and tells listeners what changed. */
  function refresh(): Promise<void> {
    reading ??= call<SessionAnswer | null>('GET', '/get-session')
      .then(({ data, error }) => {
        // A read that fails leaves a known session as it was; the first read settles on "signed out".
        const next = error ? (known ?? null) : toSession(data);
        publish(next, eventBetween(known, next));
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  const changed = () => {
    channel?.post();
    return refresh();
  };

  /** After a sign-in or sign-up the provider accepted: the session must now be there (spec: 'Auth session or user missing'). */
  async function signedIn(result: AuthResult<unknown>): Promise<AuthResult<unknown>> {
    if (result.error) return result;
    await changed();
    return known ? result : { data: null, error: sessionOrUserMissing() };
  }

  onMount($state, () => {
    void refresh();
    const stopListening = channel?.listen(() => void refresh());
    const onVisible = () => document.visibilityState === 'visible' && void refresh();
    const watchesPage = typeof document !== 'undefined';
    if (watchesPage) document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopListening?.();
      if (watchesPage) document.removeEventListener('visibilitychange', onVisible);
    };
  });

  /** The action's failure toast, with the spec's title and the provider's message. */
  const failed = <T>(title: string, result: AuthResult<T>): AuthResult<T> => {
    if (result.error)
      toast({ title, description: result.error.message || AUTH_MESSAGES.fallback, variant: 'destructive' });
    return result;
  };

  const hasCredentials = (email: string, password: string) => email.trim() !== '' && password !== '';

  return {
    user: computed($state, (state) => state.session?.user ?? null),
    session: computed($state, (state) => state.session),
    loading: computed($state, (state) => state.loading),

    /** Calls `listener` on every auth event; once the session has been read, at once with INITIAL_SESSION. */
    onAuthStateChange(listener: AuthListener): () => void {
      listeners.add(listener);
      const stopMount = $state.listen(() => undefined);
      if (known !== undefined)
        queueMicrotask(() => listeners.has(listener) && listener('INITIAL_SESSION', known ?? null));
      return () => {
        listeners.delete(listener);
        stopMount();
      };
    },

    async signUp({ email, password, name }: { email: string; password: string; name?: string }) {
      if (!hasCredentials(email, password))
        return failed(AUTH_TOASTS.signUp, { data: null, error: missingCredentials() });
      if (!emailFitsLimits(email.trim())) return failed(AUTH_TOASTS.signUp, { data: null, error: emailTooLong() });
      const result = await call('POST', '/sign-up/email', {
        email: email.trim(),
        password,
        name: name?.trim() || email.trim(),
      });
      return failed(AUTH_TOASTS.signUp, await signedIn(result));
    },

    async signIn({ email, password }: { email: string; password: string }) {
      if (!hasCredentials(email, password))
        return failed(AUTH_TOASTS.signIn, { data: null, error: missingCredentials() });
      if (!emailFitsLimits(email.trim())) return failed(AUTH_TOASTS.signIn, { data: null, error: emailTooLong() });
      const result = await call('POST', '/sign-in/email', { email: email.trim(), password });
      return failed(AUTH_TOASTS.signIn, await signedIn(result));
    },

    /** Signs out this browser, or with `scope: 'global'` every browser signed in to the account. */
    async signOut({ scope = 'local' }: { scope?: 'local' | 'global' } = {}) {
      if (!known) return failed(AUTH_TOASTS.signOut, { data: null, error: sessionMissing() });
      const result = await call('POST', scope === 'global' ? '/revoke-sessions' : '/sign-out', {});
      await changed();
      return failed(AUTH_TOASTS.signOut, result);
    },

    requestPasswordReset: async (email: string) =>
      emailFitsLimits(email.trim())
        ? call('POST', '/request-password-reset', { email: email.trim() })
        : { data: null, error: emailTooLong() },

    /** Sets a new password with the e-mailed token; every session of the account ends (PASSWORD_RECOVERY). */
    async resetPassword(token: string, newPassword: string) {
      const result = await call('POST', '/reset-password', { token, newPassword });
      if (!result.error) for (const listener of listeners) listener('PASSWORD_RECOVERY', known ?? null);
      return result;
    },

    /** Deletes the account, its sessions and its registrations; the password confirms it. */
    async deleteAccount(password: string) {
      const result = await call('POST', '/delete-user', { password });
      if (!result.error) await changed();
      return result;
    },

    async listRegistrations(): Promise<AuthResult<AccountRegistration[]>> {
      const result = await call<{ registrations: AccountRegistration[] }>('GET', '/pd-registrations');
      return result.error ? result : { data: result.data.registrations, error: null };
    },

    /** Stores a PD registration with the account; `id` is made once per submission, so a retry stores it once. */
    saveRegistration: (id: string, submission: PdSubmission) => call('POST', '/pd-registrations', { id, submission }),

    refresh,
  };
}

export type AuthClient = ReturnType<typeof createAuthClient>;
