import type { PdUnit, SessionDateOption } from '../../contracts/pd-registration/submission';
import { PdAccountNote } from '../components/account/PdAccountNote';
import { FormActions } from '../components/forms/fields';
import { ExtrasFields } from '../components/pd-registration/ExtrasFields';
import { OrganisationFields } from '../components/pd-registration/OrganisationFields';
import { ParticipantsFields } from '../components/pd-registration/ParticipantsFields';
import { RegistrationDone } from '../components/pd-registration/RegistrationDone';
import { useAccountSave } from '../components/pd-registration/use-account-save';
import { usePdRegistration } from '../components/pd-registration/use-pd-registration';
import { buttonClass } from '../lib/ui/buttons';
import { PD_REGISTRATION_API_PATH, UNIT_CODE_FIELD, UNIT_TITLE_FIELD } from '../../contracts/forms/form-posts';

interface Props {
  sessionDates: SessionDateOption[];
  unit: PdUnit;
  contactHref: string;
  termsHref: string;
  /** Built for the publisher, which has employer accounts: a signed-in visitor's registration is also kept there. */
  accounts?: boolean;
}

/** The PD group registration (spec sections 2.11, 3, 7): the form, then what became of the registration. */
export default function PdRegistrationForm({ sessionDates, unit, contactHref, termsHref, accounts = false }: Props) {
  const account = useAccountSave(accounts);
  const {
    form,
    errors,
    saving,
    saved,
    today,
    offeredDates,
    formRef,
    doneHeadingRef,
    setField,
    setAgreed,
    setParticipant,
    setCount,
    submit,
    registerAnother,
  } = usePdRegistration(sessionDates, unit, (submission) => {
    if (account.user) void account.save(submission);
  });

  if (saved) {
    return (
      <RegistrationDone
        submission={saved}
        headingRef={doneHeadingRef}
        accountSave={account.status}
        onRetryAccountSave={() => void account.save(saved)}
        onRegisterAnother={() => {
          account.reset();
          registerAnother();
        }}
      />
    );
  }

  return (
    // Before hydration, or without JavaScript, the browser posts the form to the publisher itself.
    <form
      ref={formRef}
      method="post"
      action={PD_REGISTRATION_API_PATH}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="pd-form-heading"
      className="space-y-10"
    >
      <input type="hidden" name={UNIT_CODE_FIELD} value={unit.code} />
      <input type="hidden" name={UNIT_TITLE_FIELD} value={unit.title} />
      {accounts && <PdAccountNote user={account.user} />}
      <OrganisationFields
        form={form}
        errors={errors}
        offeredDates={offeredDates}
        knowsToday={today !== null}
        contactHref={contactHref}
        onChange={setField}
      />
      <ParticipantsFields
        count={form.participantCount}
        participants={form.participants}
        errors={errors}
        onCountChange={setCount}
        onChange={setParticipant}
        everyRow={today === null}
      />
      <ExtrasFields
        requirements={form.requirements}
        agreedToTerms={form.agreedToTerms}
        errors={errors}
        termsHref={termsHref}
        onRequirementsChange={(value) => setField('requirements', value)}
        onAgreedChange={setAgreed}
      />
      <FormActions className="border-t border-mist-200 pt-6">
        <button type="submit" disabled={saving} className={buttonClass()}>
          {saving ? 'Saving Locally...' : 'Submit Registration'}
        </button>
      </FormActions>
    </form>
  );
}
