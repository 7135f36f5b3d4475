import {
  PD_PARTICIPANTS_MAX,
  PD_PARTICIPANTS_MIN,
  type Participant,
  type PdRegistrationForm,
} from '../../../contracts/pd-registration/form.ts';
import { clearError, participantField, type PdErrors } from '../../../contracts/pd-registration/validate.ts';

/** The fields a visitor types or picks one value in. */
export type PdTextField =
  'companyName' | 'supervisor' | 'enterpriseCoordinatorName' | 'state' | 'sessionDate' | 'requirements';

/** The choices of "Number of Participants". */
export const PARTICIPANT_COUNTS = Array.from(
  { length: PD_PARTICIPANTS_MAX - PD_PARTICIPANTS_MIN + 1 },
  (_, index) => PD_PARTICIPANTS_MIN + index,
);

/** Field ids: participant fields are `participants.2.email` in the error map and `participants-2-email` in the page. */
export const pdFieldId = (field: string) => `pd-${field.replaceAll('.', '-')}`;

/** The form with one participant's field changed. */
export const withParticipantValue = (
  form: PdRegistrationForm,
  index: number,
  field: keyof Participant,
  value: string,
): PdRegistrationForm => ({
  ...form,
  participants: form.participants.map((participant, i) =>
    i === index ? { ...participant, [field]: value } : participant,
  ),
});

/** The participant and field a control's name (`participants.2.email`) stands for, or null for another field. */
export function participantOfField(name: string): { index: number; field: keyof Participant } | null {
  const match = /^participants\.(\d+)\.(fullName|email|mobile)$/.exec(name);
  return match ? { index: Number(match[1]), field: match[2] as keyof Participant } : null;
}

/** Editing a participant's field clears that field's error and no other. */
export const withoutParticipantError = (errors: PdErrors, index: number, field: keyof Participant) =>
  clearError(errors, participantField(index, field));

/** The errors that still apply when `count` participants are listed: those of the others go with them. */
export const errorsOfListedParticipants = (errors: PdErrors, count: number): PdErrors =>
  Object.fromEntries(
    Object.entries(errors).filter(
      ([field]) => !field.startsWith('participants.') || Number(field.split('.')[1]) < count,
    ),
  );
