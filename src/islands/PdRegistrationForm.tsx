import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Field, FieldError, FormActions, controlClass, describedBy } from '../components/forms/fields';
import { Icon } from '../components/icons/Icon';
import { buttonClass } from '../lib/ui/buttons';
import {
  AUSTRALIAN_STATES,
  PD_PARTICIPANTS_MAX,
  PD_PARTICIPANTS_MIN,
  initialForm,
  withParticipantCount,
  type Participant,
  type PdRegistrationForm as FormState,
} from '../../contracts/pd-registration/form';
import { PD_TOASTS } from '../lib/pd-registration/toasts';
import { TOAST_LOCAL_SAVE_DURATION_MS, showToast } from '../stores/toasts';
import { saveSubmissionLocally } from '../lib/pd-registration/storage';
import {
  toSubmission,
  upcomingSessionDates,
  type PdSubmission,
  type PdUnit,
  type SessionDateOption,
} from '../../contracts/pd-registration/submission';
import {
  clearError,
  participantField,
  validatePdRegistration,
  type PdErrors,
} from '../../contracts/pd-registration/validate';
import { PdAccountNote } from '../components/account/PdAccountNote';
import type { AuthClient } from '../lib/auth/create-auth-client';
import type { AuthUser } from '../lib/auth/events';
import { ACCOUNT_PATH } from '../../contracts/routes';

interface Props {
  sessionDates: SessionDateOption[];
  unit: PdUnit;
  contactHref: string;
  termsHref: string;
  /** Built for the publisher, which has employer accounts: a signed-in visitor's registration is also kept there. */
  accounts?: boolean;
}

type AccountSave = { state: 'saving' } | { state: 'saved' } | { state: 'failed'; message: string };

type TextField = 'companyName' | 'supervisor' | 'enterpriseCoordinatorName' | 'state' | 'sessionDate' | 'requirements';

const PARTICIPANT_COUNTS = Array.from(
  { length: PD_PARTICIPANTS_MAX - PD_PARTICIPANTS_MIN + 1 },
  (_, index) => PD_PARTICIPANTS_MIN + index,
);

// Storage is reached inside setItem, so a browser that blocks it outright fails there and is reported like any refusal.
const browserStorage = { setItem: (key: string, value: string) => window.localStorage.setItem(key, value) };

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Field ids: participant fields are `participants.2.email` in the error map and `participants-2-email` in the page. */
const domId = (field: string) => `pd-${field.replaceAll('.', '-')}`;

export default function PdRegistrationForm({ sessionDates, unit, contactHref, termsHref, accounts = false }: Props) {
  const [form, setForm] = useState<FormState>(initialForm);
  const [errors, setErrors] = useState<PdErrors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<PdSubmission | null>(null);
  // Past sessions are dropped against the visitor's own clock once the page runs in the browser.
  const [today, setToday] = useState<Date | null>(null);
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const returning = useRef(false);
  const [errorFocusRequest, setErrorFocusRequest] = useState(0);
  const auth = useRef<AuthClient | null>(null);
  const [accountUser, setAccountUser] = useState<AuthUser | null>(null);
  const [accountSave, setAccountSave] = useState<AccountSave | null>(null);
  // One id per registration, so sending it to the account again (a retry) stores it once.
  const submissionId = useRef<string | null>(null);

  // The auth client is its own chunk, loaded only where the site has accounts.
  useEffect(() => {
    if (!accounts) return;
    let stop = () => {};
    void import('../stores/auth-client').then((module) => {
      auth.current = module.auth;
      stop = module.user.subscribe(setAccountUser);
    });
    return () => stop();
  }, [accounts]);

  // eslint-disable-next-line react-hooks/set-state-in-effect -- the first render must match the build's HTML; today's date is read after hydration
  useEffect(() => setToday(new Date()), []);
  useEffect(() => {
    if (saved) doneHeadingRef.current?.focus();
    else if (returning.current) formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [saved]);

  // After a failed submit, focus the first invalid control in page order.
  useEffect(() => {
    if (errorFocusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorFocusRequest]);

  const offeredDates = today ? upcomingSessionDates(sessionDates, today) : sessionDates;

  const setField = (field: TextField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearError(current, field));
  };

  const setParticipant = (index: number, field: keyof Participant, value: string) => {
    setForm((current) => ({
      ...current,
      participants: current.participants.map((participant, i) =>
        i === index ? { ...participant, [field]: value } : participant,
      ),
    }));
    setErrors((current) => clearError(current, participantField(index, field)));
  };

  const setCount = (count: number) => {
    setForm((current) => withParticipantCount(current, count));
    // Errors of participants that are no longer listed go with them.
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([field]) => !field.startsWith('participants.') || Number(field.split('.')[1]) < count,
        ),
      ),
    );
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = validatePdRegistration(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast({ ...PD_TOASTS.validation, variant: 'destructive' });
      setErrorFocusRequest((count) => count + 1);
      return;
    }
    setSaving(true);
    // Let 'Saving Locally...' paint before the synchronous write.
    await nextFrame();
    const submission = toSubmission(form, sessionDates, unit);
    const result = saveSubmissionLocally(browserStorage, submission);
    setSaving(false);
    if (!result.ok) {
      showToast({
        title: PD_TOASTS.storageFailure.title,
        description: PD_TOASTS.storageFailure.description(result.reason),
        variant: 'destructive',
      });
      return;
    }
    showToast({ ...PD_TOASTS.saved, variant: 'success', duration: TOAST_LOCAL_SAVE_DURATION_MS });
    setSaved(submission);
    if (accountUser) void saveToAccount(submission);
  };

  const saveToAccount = async (submission: PdSubmission) => {
    if (!auth.current) return;
    submissionId.current ??= crypto.randomUUID();
    setAccountSave({ state: 'saving' });
    const { error } = await auth.current.saveRegistration(submissionId.current, submission);
    setAccountSave(error ? { state: 'failed', message: error.message } : { state: 'saved' });
  };

  const registerAnother = () => {
    returning.current = true;
    submissionId.current = null;
    setAccountSave(null);
    setForm(initialForm());
    setErrors({});
    setSaved(null);
  };

  if (saved) {
    return (
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-teal-700/10 text-teal-700">
          <Icon name="checkCircle" className="size-9" />
        </span>
        <h2 ref={doneHeadingRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-navy-900 outline-none">
          {PD_TOASTS.saved.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-700">
          {saved.participant_count === 1 ? '1 participant' : `${saved.participant_count} participants`} registered for
          the {saved.session_label} session ({saved.state}). {PD_TOASTS.saved.description}
        </p>
        {accountSave && (
          <p role="status" className="mx-auto mt-3 max-w-xl text-slate-700">
            {accountSave.state === 'saving' && 'Saving it to your employer account…'}
            {accountSave.state === 'saved' && (
              <>
                It is also kept with your employer account and sent to our training team.{' '}
                <a href={ACCOUNT_PATH} className="font-semibold text-teal-700 underline underline-offset-2">
                  See your registrations
                </a>
              </>
            )}
            {accountSave.state === 'failed' && (
              <>
                It could not be saved to your employer account: {accountSave.message}{' '}
                <button
                  type="button"
                  onClick={() => void saveToAccount(saved)}
                  className="font-semibold text-teal-700 underline underline-offset-2"
                >
                  Try again
                </button>
              </>
            )}
          </p>
        )}
        <button type="button" onClick={registerAnother} className={`mt-8 ${buttonClass()}`}>
          <Icon name="users" className="size-5" />
          Register Another Group
        </button>
      </div>
    );
  }

  const text = (field: Exclude<TextField, 'state' | 'sessionDate'>, autoComplete: string) => (
    <input
      id={domId(field)}
      type="text"
      autoComplete={autoComplete}
      value={form[field]}
      onChange={(event) => setField(field, event.target.value)}
      className={controlClass()}
    />
  );

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="pd-form-heading"
      className="space-y-10"
    >
      {accounts && <PdAccountNote user={accountUser} />}
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-5 text-lg font-bold text-navy-900">Organisation and session</legend>
        <Field id={domId('companyName')} label="Company Name" optional className="sm:col-span-2">
          {text('companyName', 'organization')}
        </Field>
        <Field id={domId('supervisor')} label="Supervisor Name" optional>
          {text('supervisor', 'off')}
        </Field>
        <Field id={domId('enterpriseCoordinatorName')} label="Enterprise Coordinator Name" optional>
          {text('enterpriseCoordinatorName', 'off')}
        </Field>
        <Field id={domId('state')} label="State" required error={errors.state}>
          <select
            id={domId('state')}
            value={form.state}
            onChange={(event) => setField('state', event.target.value)}
            className={controlClass(Boolean(errors.state))}
            aria-required="true"
            {...describedBy(domId('state'), errors.state)}
          >
            <option value="">Select a state</option>
            {AUSTRALIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </Field>
        <Field id={domId('sessionDate')} label="Session Date" required error={errors.sessionDate}>
          {today && offeredDates.length === 0 ? (
            <>
              <select
                id={domId('sessionDate')}
                disabled
                className={controlClass()}
                aria-describedby={`${domId('sessionDate')}-none`}
              >
                <option>No upcoming dates</option>
              </select>
              <p
                id={`${domId('sessionDate')}-none`}
                className="mt-2 rounded-lg border border-amber-500 bg-amber-400/15 px-3.5 py-2.5 text-sm text-slate-800"
              >
                There are no upcoming session dates right now.{' '}
                <a href={contactHref} className="font-semibold text-navy-900 underline underline-offset-2">
                  Get in touch
                </a>{' '}
                and we'll let you know when the next session is scheduled.
              </p>
            </>
          ) : (
            <select
              id={domId('sessionDate')}
              value={form.sessionDate}
              onChange={(event) => setField('sessionDate', event.target.value)}
              className={controlClass(Boolean(errors.sessionDate))}
              aria-required="true"
              {...describedBy(domId('sessionDate'), errors.sessionDate)}
            >
              <option value="">Select a session date</option>
              {offeredDates.map((option) => (
                <option key={option.date} value={option.date}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset>
        <legend className="mb-5 text-lg font-bold text-navy-900">Participants</legend>
        <Field id={domId('participantCount')} label="Number of Participants" className="max-w-56">
          <select
            id={domId('participantCount')}
            value={form.participantCount}
            onChange={(event) => setCount(Number(event.target.value))}
            className={controlClass()}
          >
            {PARTICIPANT_COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </Field>
        <ol className="mt-6 space-y-5">
          {form.participants.map((participant, index) => (
            <li key={index}>
              <ParticipantFields index={index} participant={participant} errors={errors} onChange={setParticipant} />
            </li>
          ))}
        </ol>
      </fieldset>

      <fieldset className="space-y-6">
        <legend className="mb-5 text-lg font-bold text-navy-900">Anything else</legend>
        <Field
          id={domId('requirements')}
          label="Special Requirements"
          optional
          hint="Accessibility needs, dietary requirements or anything our trainer should know."
        >
          <textarea
            id={domId('requirements')}
            rows={4}
            value={form.requirements}
            onChange={(event) => setField('requirements', event.target.value)}
            className={controlClass()}
            {...describedBy(domId('requirements'), undefined, `${domId('requirements')}-hint`)}
          />
        </Field>
        <div>
          <div className="flex items-start gap-3">
            <input
              id={domId('agreedToTerms')}
              type="checkbox"
              checked={form.agreedToTerms}
              onChange={(event) => {
                const agreedToTerms = event.target.checked;
                setForm((current) => ({ ...current, agreedToTerms }));
                setErrors((current) => clearError(current, 'agreedToTerms'));
              }}
              className="mt-1 size-5 shrink-0 accent-teal-700"
              aria-required="true"
              {...describedBy(domId('agreedToTerms'), errors.agreedToTerms)}
            />
            <label htmlFor={domId('agreedToTerms')} className="text-slate-800">
              I agree to the terms and conditions, including the{' '}
              <a href={termsHref} className="font-semibold text-teal-700 underline underline-offset-2">
                fees, charges and refunds policy
              </a>
              .
              <span className="ml-0.5 text-red-700" aria-hidden="true">
                *
              </span>
            </label>
          </div>
          <FieldError id={domId('agreedToTerms')} error={errors.agreedToTerms} />
        </div>
      </fieldset>

      <FormActions className="border-t border-mist-200 pt-6">
        <button type="submit" disabled={saving} className={buttonClass()}>
          {saving ? 'Saving Locally...' : 'Submit Registration'}
        </button>
      </FormActions>
    </form>
  );
}

interface ParticipantProps {
  index: number;
  participant: Participant;
  errors: PdErrors;
  onChange: (index: number, field: keyof Participant, value: string) => void;
}

const PARTICIPANT_FIELDS: Array<{ field: keyof Participant; label: string; type: string; autoComplete: string }> = [
  { field: 'fullName', label: 'Full Name', type: 'text', autoComplete: 'off' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { field: 'mobile', label: 'Mobile Number', type: 'tel', autoComplete: 'off' },
];

function ParticipantFields({ index, participant, errors, onChange }: ParticipantProps) {
  return (
    <fieldset className="rounded-xl border border-mist-200 bg-mist-50 p-5">
      <legend className="rounded-full bg-navy-900 px-3 py-1 text-sm font-semibold text-white">
        Participant {index + 1}
      </legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-3">
        {PARTICIPANT_FIELDS.map(({ field, label, type, autoComplete }) => {
          const key = participantField(index, field);
          const id = domId(key);
          return (
            <Field key={field} id={id} label={label} required error={errors[key]}>
              <input
                id={id}
                type={type}
                autoComplete={autoComplete}
                value={participant[field]}
                onChange={(event) => onChange(index, field, event.target.value)}
                className={controlClass(Boolean(errors[key]))}
                aria-required="true"
                {...describedBy(id, errors[key])}
              />
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
