import type { RefObject } from 'react';
import { buttonClass } from '../../lib/ui/buttons';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '../../../contracts/routes';

/**
 * /account for a visitor who is not signed in: the island shows it after signing out, and the page shows it
 * without React when the session check finds no one (src/scripts/account-session.ts).
 */
export function SignedOutInvitation({ headingRef }: { headingRef?: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy-900 outline-none">
        Sign in to see your registrations
      </h2>
      <p className="mt-3 text-slate-700">
        With an employer account, every PD group registration you send is kept with the account, so you can see it from
        any device.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href={SIGN_IN_PATH} className={buttonClass('primary', 'md')}>
          Sign in
        </a>
        <a href={SIGN_UP_PATH} className={buttonClass('secondary', 'md')}>
          Create an employer account
        </a>
      </div>
    </div>
  );
}
