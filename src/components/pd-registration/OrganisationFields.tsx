import { AUSTRALIAN_STATES, type PdRegistrationForm } from '../../../contracts/pd-registration/form';
import type { SessionDateOption } from '../../../contracts/pd-registration/submission';
import type { PdErrors } from '../../../contracts/pd-registration/validate';
import { pdFieldId, type PdTextField } from '../../lib/pd-registration/form-edits';
import { SESSION_DATES_ATTRIBUTE } from '../../lib/pd-registration/passed-sessions';
import { Field, controlClass, describedBy } from '../forms/fields';

/** The page's script narrows the list so marked before the island hydrates (src/scripts/pd-session-dates.ts). */
const sessionDatesMark = { [SESSION_DATES_ATTRIBUTE]: '' };

interface Props {
  form: PdRegistrationForm;
  errors: PdErrors;
  /** The sessions still to come, or every session before the page knows today's date. */
  offeredDates: SessionDateOption[];
  knowsToday: boolean;
  contactHref: string;
  onChange: (field: PdTextField, value: string) => void;
}

/** The PD form's first part: who registers, in which state, for which session. */
export function OrganisationFields({ form, errors, offeredDates, knowsToday, contactHref, onChange }: Props) {
  const text = (field: 'companyName' | 'supervisor' | 'enterpriseCoordinatorName', autoComplete: string) => (
    <input
      id={pdFieldId(field)}
      name={field}
      type="text"
      autoComplete={autoComplete}
      value={form[field]}
      onChange={(event) => onChange(field, event.target.value)}
      className={controlClass()}
    />
  );
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-5 text-lg font-bold text-navy-900">Organisation and session</legend>
      <Field id={pdFieldId('companyName')} label="Company Name" optional className="sm:col-span-2">
        {text('companyName', 'organization')}
      </Field>
      <Field id={pdFieldId('supervisor')} label="Supervisor Name" optional>
        {text('supervisor', 'off')}
      </Field>
      <Field id={pdFieldId('enterpriseCoordinatorName')} label="Enterprise Coordinator Name" optional>
        {text('enterpriseCoordinatorName', 'off')}
      </Field>
      <Field id={pdFieldId('state')} label="State" required error={errors.state}>
        <select
          id={pdFieldId('state')}
          name="state"
          value={form.state}
          onChange={(event) => onChange('state', event.target.value)}
          className={controlClass(Boolean(errors.state))}
          aria-required="true"
          {...describedBy(pdFieldId('state'), errors.state)}
        >
          <option value="">Select a state</option>
          {AUSTRALIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </Field>
      <Field id={pdFieldId('sessionDate')} label="Session Date" required error={errors.sessionDate}>
        {knowsToday && offeredDates.length === 0 ? (
          <>
            <select
              id={pdFieldId('sessionDate')}
              disabled
              className={controlClass()}
              aria-describedby={`${pdFieldId('sessionDate')}-none`}
            >
              <option>No upcoming dates</option>
            </select>
            <p
              id={`${pdFieldId('sessionDate')}-none`}
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
            id={pdFieldId('sessionDate')}
            name="sessionDate"
            {...sessionDatesMark}
            value={form.sessionDate}
            onChange={(event) => onChange('sessionDate', event.target.value)}
            className={controlClass(Boolean(errors.sessionDate))}
            aria-required="true"
            {...describedBy(pdFieldId('sessionDate'), errors.sessionDate)}
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
  );
}
