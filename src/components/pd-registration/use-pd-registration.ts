import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { initialForm, withParticipantCount, type Participant } from '../../../contracts/pd-registration/form';
import {
  toSubmission,
  upcomingSessionDates,
  type PdSubmission,
  type PdUnit,
  type SessionDateOption,
} from '../../../contracts/pd-registration/submission';
import { clearError, validatePdRegistration, type PdErrors } from '../../../contracts/pd-registration/validate';
import { useTypedBeforeHydration } from '../forms/use-typed-before-hydration';
import {
  errorsOfListedParticipants,
  participantOfField,
  withParticipantValue,
  withoutParticipantError,
  type PdTextField,
} from '../../lib/pd-registration/form-edits';
import { saveSubmissionLocally } from '../../lib/pd-registration/storage';
import { PD_TOASTS } from '../../lib/pd-registration/toasts';
import { TOAST_LOCAL_SAVE_DURATION_MS, showToast } from '../../stores/toasts';

// Storage is reached inside setItem, so a browser that blocks it outright fails there and is reported like any refusal.
const browserStorage = { setItem: (key: string, value: string) => window.localStorage.setItem(key, value) };

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The PD registration form's state: the fields and their errors, the local save (spec section 7), and where
 * focus goes (the done screen's heading, the first invalid field, the form again for another group).
 */
export function usePdRegistration(
  sessionDates: SessionDateOption[],
  unit: PdUnit,
  onSaved: (submission: PdSubmission) => void,
) {
  const [form, setForm] = useState(initialForm);
  const [errors, setErrors] = useState<PdErrors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<PdSubmission | null>(null);
  // Past sessions are dropped against the visitor's own clock: in the browser the first render offers what the page's
  // script left in the server's HTML (src/scripts/pd-session-dates.ts), by the same rule. Whether none is left is said
  // once hydrated, as the server's HTML cannot say it.
  const [clock] = useState(() => (typeof window === 'undefined' ? null : new Date()));
  const [today, setToday] = useState<Date | null>(null);
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const returning = useRef(false);
  const [errorFocusRequest, setErrorFocusRequest] = useState(0);

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

  const setField = (field: PdTextField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearError(current, field));
  };

  const setAgreed = (agreedToTerms: boolean) => {
    setForm((current) => ({ ...current, agreedToTerms }));
    setErrors((current) => clearError(current, 'agreedToTerms'));
  };

  const setParticipant = (index: number, field: keyof Participant, value: string) => {
    setForm((current) => withParticipantValue(current, index, field, value));
    setErrors((current) => withoutParticipantError(current, index, field));
  };

  const setCount = (count: number) => {
    setForm((current) => withParticipantCount(current, count));
    setErrors((current) => errorsOfListedParticipants(current, count));
  };

  // What was typed before hydration, in page order: the number of participants comes before their rows.
  useTypedBeforeHydration(formRef, (control) => {
    if (control.kind === 'checked') {
      if (control.name === 'agreedToTerms') setAgreed(control.checked);
      return;
    }
    const participant = participantOfField(control.name);
    if (participant) setParticipant(participant.index, participant.field, control.value);
    else if (control.name === 'participantCount') setCount(Number(control.value));
    else setField(control.name as PdTextField, control.value);
  });

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
    onSaved(submission);
  };

  const now = today ?? clock;

  const registerAnother = () => {
    returning.current = true;
    setForm(initialForm());
    setErrors({});
    setSaved(null);
  };

  return {
    form,
    errors,
    saving,
    saved,
    today,
    offeredDates: now ? upcomingSessionDates(sessionDates, now) : sessionDates,
    formRef,
    doneHeadingRef,
    setField,
    setAgreed,
    setParticipant,
    setCount,
    submit,
    registerAnother,
  };
}
