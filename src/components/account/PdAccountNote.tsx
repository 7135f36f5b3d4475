import type { AuthUser } from '../../lib/auth/events';
import { ACCOUNT_PATH, PD_REGISTRATION_PATH, SIGN_IN_PATH, SIGN_UP_PATH } from '../../../contracts/routes';

const linkClass = 'font-semibold text-teal-700 underline underline-offset-2';
const back = `?next=${encodeURIComponent(PD_REGISTRATION_PATH)}`;

/** The PD form's word on employer accounts: why to have one, or that this registration goes to it. */
export function PdAccountNote({ user }: { user: AuthUser | null }) {
  return (
    <aside
      aria-label="Employer account"
      className="mb-8 rounded-xl border border-teal-600/30 bg-teal-50 px-5 py-4 text-slate-800 wrap-anywhere"
    >
      {user ? (
        <p>
          Signed in as <strong>{user.email}</strong>. This registration will also be kept with your employer account.{' '}
          <a href={ACCOUNT_PATH} className={linkClass}>
            See your registrations
          </a>
        </p>
      ) : (
        <p>
          <strong>Employer account:</strong> sign in to keep your group registrations with your account and see them
          from any device.{' '}
          <a href={`${SIGN_IN_PATH}${back}`} className={linkClass}>
            Sign in
          </a>{' '}
          or{' '}
          <a href={`${SIGN_UP_PATH}${back}`} className={linkClass}>
            create an employer account
          </a>
          .
        </p>
      )}
    </aside>
  );
}
