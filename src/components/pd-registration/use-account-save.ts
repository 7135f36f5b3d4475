import { useEffect, useRef, useState } from 'react';
import type { PdSubmission } from '../../../contracts/pd-registration/submission';
import type { AuthClient } from '../../lib/auth/create-auth-client';
import type { AuthUser } from '../../lib/auth/events';

export type AccountSave = { state: 'saving' } | { state: 'saved' } | { state: 'failed'; message: string };

/**
 * The signed-in employer, and saving a registration to their account. The auth client is its own chunk,
 * loaded only where the site has accounts.
 */
export function useAccountSave(accounts: boolean) {
  const auth = useRef<AuthClient | null>(null);
  const [user, setUser] = useState<AuthUser | null>(null);
  const [status, setStatus] = useState<AccountSave | null>(null);
  // One id per registration, so sending it to the account again (a retry) stores it once.
  const submissionId = useRef<string | null>(null);

  useEffect(() => {
    if (!accounts) return;
    let stop = () => {};
    void import('../../stores/auth-client').then((module) => {
      auth.current = module.auth;
      stop = module.user.subscribe(setUser);
    });
    return () => stop();
  }, [accounts]);

  const save = async (submission: PdSubmission) => {
    if (!auth.current) return;
    submissionId.current ??= crypto.randomUUID();
    setStatus({ state: 'saving' });
    const { error } = await auth.current.saveRegistration(submissionId.current, submission);
    setStatus(error ? { state: 'failed', message: error.message } : { state: 'saved' });
  };

  /** A new registration starts: the next save is a new one. */
  const reset = () => {
    submissionId.current = null;
    setStatus(null);
  };

  return { user, status, save, reset };
}
