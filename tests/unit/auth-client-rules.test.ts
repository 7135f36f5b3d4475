import { describe, expect, it } from 'vitest';
import { toAuthError } from '../../contracts/auth/errors.ts';
import { eventBetween, type AuthSession } from '../../src/lib/auth/events.ts';
import { retryingFetch } from '../../src/lib/auth/retry.node.ts';

const session = (overrides: Partial<AuthSession> = {}): AuthSession => ({
  id: 's1',
  user: { id: 'u1', email: 'mia@example.com', name: 'Mia' },
  expires_at: 1_000,
  expires_in: 600,
  ...overrides,
});

describe('auth events between two reads of the session (spec 4)', () => {
  it('starts with INITIAL_SESSION whether or not anyone is signed in', () => {
    expect(eventBetween(undefined, null)).toBe('INITIAL_SESSION');
    expect(eventBetween(undefined, session())).toBe('INITIAL_SESSION');
  });

  it('tells signing in, signing out, and a sign-in as someone else apart', () => {
    expect(eventBetween(null, session())).toBe('SIGNED_IN');
    expect(eventBetween(session(), null)).toBe('SIGNED_OUT');
    expect(
      eventBetween(session(), session({ id: 's2', user: { id: 'u2', email: 'sam@example.com', name: 'Sam' } })),
    ).toBe('SIGNED_IN');
  });

  it('reports a longer session as TOKEN_REFRESHED and a changed user as USER_UPDATED', () => {
    expect(eventBetween(session(), session({ expires_at: 2_000 }))).toBe('TOKEN_REFRESHED');
    expect(eventBetween(session(), session({ user: { id: 'u1', email: 'mia@example.com', name: 'Mia N.' } }))).toBe(
      'USER_UPDATED',
    );
  });

  it('says nothing when nothing changed', () => {
    expect(eventBetween(null, null)).toBeNull();
    expect(eventBetween(session(), session({ expires_in: 10 }))).toBeNull();
  });
});

describe('provider errors in the spec’s terms (spec 8)', () => {
  it('gives one message for a wrong password and an unknown e-mail, with status 400', () => {
    expect(toAuthError(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })).toMatchObject(
      {
        message: 'Invalid login credentials',
        status: 400,
      },
    );
  });

  it('maps a missing session to "Auth session missing!" (400) and an unreadable one to "Auth session or user missing" (500)', () => {
    expect(toAuthError(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' })).toMatchObject({
      message: 'Auth session missing!',
      status: 400,
    });
    expect(toAuthError(500, { code: 'FAILED_TO_GET_SESSION', message: 'Failed to get session' })).toMatchObject({
      message: 'Auth session or user missing',
      status: 500,
    });
  });

  it('keeps the provider’s message and says which field it is about', () => {
    expect(toAuthError(400, { code: 'PASSWORD_POLICY', message: 'Use at least 10 characters.' })).toMatchObject({
      message: 'Use at least 10 characters.',
      field: 'password',
    });
    expect(
      toAuthError(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists.' }),
    ).toMatchObject({
      field: 'email',
    });
  });

  it('falls back to "Something went wrong" when the answer carries no message', () => {
    expect(toAuthError(413, { error: 'too large' }).message).toBe('Something went wrong');
    expect(toAuthError(502, null).message).toBe('Something went wrong');
  });
});

/** A clock that only moves when the code under test sleeps. */
function fakeClock() {
  let time = 0;
  const pauses: number[] = [];
  return {
    pauses,
    clock: {
      now: () => time,
      sleep: async (ms: number) => {
        pauses.push(ms);
        time += ms;
      },
    },
  };
}

const answers = (...script: Array<number | 'network'>) => {
  const calls: number[] = [];
  const fetchImpl = (async () => {
    calls.push(calls.length);
    const next = script[Math.min(calls.length - 1, script.length - 1)];
    if (next === 'network') throw new TypeError('fetch failed');
    return new Response(null, { status: next });
  }) as typeof fetch;
  return { fetchImpl, calls };
};

describe('retries (spec 8, 9)', () => {
  it('retries 502, 503, 504 and network failures, pausing 200 ms times the attempt', async () => {
    const { clock, pauses } = fakeClock();
    const { fetchImpl, calls } = answers(502, 503, 'network', 504, 200);
    const response = await retryingFetch(fetchImpl, clock)('/api/auth/get-session');
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(5);
    expect(pauses).toEqual([200, 400, 600, 800]);
  });

  it('does not retry other failures', async () => {
    for (const status of [400, 401, 429, 500]) {
      const { clock } = fakeClock();
      const { fetchImpl, calls } = answers(status, 200);
      expect((await retryingFetch(fetchImpl, clock)('/x')).status).toBe(status);
      expect(calls).toHaveLength(1);
    }
  });

  it('gives up once the next retry would start more than 30 s after the first attempt', async () => {
    const { clock, pauses } = fakeClock();
    const { fetchImpl, calls } = answers(503);
    expect((await retryingFetch(fetchImpl, clock)('/x')).status).toBe(503);
    const waited = pauses.reduce((sum, ms) => sum + ms, 0);
    expect(waited).toBeLessThanOrEqual(30_000);
    expect(waited + 200 * calls.length).toBeGreaterThan(30_000);
  });

  it('lets a network failure through when the retries run out', async () => {
    const { clock } = fakeClock();
    const { fetchImpl } = answers('network');
    await expect(retryingFetch(fetchImpl, clock)('/x')).rejects.toThrow('fetch failed');
  });
});
