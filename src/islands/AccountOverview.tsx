import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { FormMessage, PasswordField, SubmitButton, useAccountForm } from '../components/account/AccountFormParts';
import { Icon } from '../components/icons/Icon';
import { SignedOutInvitation } from '../components/account/SignedOutInvitation';
import { auth, loading, user } from '../stores/auth-client';
import type { AccountRegistration } from '../lib/auth/create-auth-client';
import { missingCredentials } from '../../contracts/auth/errors';
import { buttonClass } from '../lib/ui/buttons';
import { AUTH_API_PATH, PD_REGISTRATION_PATH } from '../../contracts/routes';
import { counted } from '../../contracts/counted';

const headingClass = 'text-xl font-bold text-navy-900 outline-none';
const submittedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/** /account: the visitor's PD registrations from any device, signing out, and deleting the account. */
export default function AccountOverview() {
  const isLoading = useStore(loading);
  const signedIn = useStore(user);
  const [deleted, setDeleted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasSignedIn = useRef(false);

  // After signing out or deleting, the buttons are gone: focus goes to the heading of what replaced them.
  useEffect(() => {
    if (deleted || (wasSignedIn.current && !signedIn)) heading.current?.focus();
    wasSignedIn.current = Boolean(signedIn);
  }, [signedIn, deleted]);

  if (isLoading) {
    return (
      <>
        <p role="status" className="text-slate-700">
          Loading your account…
        </p>
        {/* React leaves noscript alone when it hydrates: without JavaScript, signing out still works. */}
        <noscript>
          <form method="post" action={`${AUTH_API_PATH}/sign-out`} className="mt-4">
            <p className="text-slate-700">Your registrations show with JavaScript on. You can still sign out here.</p>
            <button type="submit" className={`mt-4 ${buttonClass('secondary', 'md')}`}>
              Sign out
            </button>
          </form>
        </noscript>
      </>
    );
  }
  if (deleted) {
    return (
      <div>
        <h2 ref={heading} tabIndex={-1} className={headingClass}>
          Your account has been deleted
        </h2>
        <p className="mt-3 text-slate-700">
          Its sign-in and the registrations kept with it are gone. Registrations already sent to our training team stay
          with them as your booking records.
        </p>
      </div>
    );
  }
  if (!signedIn) return <SignedOutInvitation headingRef={heading} />;
  return (
    <div className="space-y-12">
      <section aria-labelledby="account-heading">
        <h2 id="account-heading" ref={heading} tabIndex={-1} className={headingClass}>
          Signed in as {signedIn.email}
        </h2>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <button type="button" onClick={() => void auth.signOut()} className={buttonClass('secondary', 'md')}>
            <Icon name="logIn" className="size-5" />
            Sign out
          </button>
          <button
            type="button"
            onClick={() => void auth.signOut({ scope: 'global' })}
            className={buttonClass('quiet', 'md')}
          >
            Sign out everywhere
          </button>
        </div>
      </section>
      <Registrations />
      <DeleteAccount onDeleted={() => setDeleted(true)} />
    </div>
  );
}

function Registrations() {
  const [registrations, setRegistrations] = useState<AccountRegistration[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    void auth
      .listRegistrations()
      .then(({ data, error }) => (error ? setFailed(error.message) : setRegistrations(data)));
  }, []);

  return (
    <section aria-labelledby="registrations-heading">
      <h2 id="registrations-heading" className={headingClass}>
        Your PD registrations
      </h2>
      {failed && (
        <div className="mt-4">
          <FormMessage>Your registrations could not be loaded: {failed}</FormMessage>
        </div>
      )}
      {!failed && !registrations && (
        <p role="status" className="mt-4 text-slate-700">
          Loading registrations…
        </p>
      )}
      {registrations?.length === 0 && (
        <p className="mt-4 text-slate-700">
          No registrations yet.{' '}
          <a href={PD_REGISTRATION_PATH} className="font-semibold text-teal-700 underline underline-offset-2">
            Register a group for a PD session
          </a>
          .
        </p>
      )}
      {registrations && registrations.length > 0 && (
        <ul className="mt-4 space-y-4">
          {registrations.map(({ id, submitted_at, submission }) => (
            <li key={id} className="rounded-xl border border-mist-200 bg-mist-50 p-5">
              <h3 className="font-semibold text-navy-900">
                {submission.course_code} · {submission.session_label} ({submission.state})
              </h3>
              <p className="mt-1 text-sm text-slate-600">
                Sent {submittedOn(submitted_at)}
                {submission.company_name ? ` for ${submission.company_name}` : ''}
              </p>
              <p className="mt-2 text-slate-800">
                {counted(submission.participant_count, 'participant')}:{' '}
                {submission.participants_json.map((participant) => participant.fullName).join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { field, message, busy, post } = useAccountForm(
    { password: '' },
    async ({ password }) => (password ? auth.deleteAccount(password) : { error: missingCredentials() }),
    onDeleted,
  );
  return (
    <section aria-labelledby="delete-heading" className="rounded-xl border border-red-200 p-5 sm:p-6">
      <h2 id="delete-heading" className={headingClass}>
        Delete your account
      </h2>
      <p className="mt-3 text-slate-700">
        This removes your sign-in, every session and the registrations listed above. Registrations already sent to our
        training team stay with them as your booking records. It cannot be undone.
      </p>
      <form {...post('/delete-user')} className="mt-5 space-y-5" aria-labelledby="delete-heading">
        {message && <FormMessage>{message}</FormMessage>}
        <PasswordField id="delete-password" label="Your password, to confirm" {...field('password')} />
        <SubmitButton busy={busy} variant="danger" label="Delete my account" busyLabel="Deleting…" />
      </form>
    </section>
  );
}
