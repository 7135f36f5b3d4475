import { emptyParticipant, PD_PARTICIPANTS_MAX, type Participant } from '../../../contracts/pd-registration/form';
import { participantField, type PdErrors } from '../../../contracts/pd-registration/validate';
import { PARTICIPANT_COUNTS, pdFieldId } from '../../lib/pd-registration/form-edits';
import { Field, controlClass, describedBy } from '../forms/fields';

interface Props {
  count: number;
  participants: Participant[];
  errors: PdErrors;
  onCountChange: (count: number) => void;
  onChange: (index: number, field: keyof Participant, value: string) => void;
  /**
   * Before the island hydrates (and without JavaScript) every possible row is in the page, and the page's
   * stylesheet shows as many as "Number of Participants" says; once hydrated, only those rows are rendered.
   */
  everyRow: boolean;
}

/** How many take part, and each participant's name, e-mail and mobile. */
export function ParticipantsFields({ count, participants, errors, onCountChange, onChange, everyRow }: Props) {
  const rows = everyRow
    ? Array.from({ length: PD_PARTICIPANTS_MAX }, (_, index) => participants[index] ?? emptyParticipant())
    : participants;
  return (
    <fieldset data-participant-rows>
      <legend className="mb-5 text-lg font-bold text-navy-900">Participants</legend>
      <Field id={pdFieldId('participantCount')} label="Number of Participants" className="max-w-56">
        <select
          id={pdFieldId('participantCount')}
          name="participantCount"
          value={count}
          onChange={(event) => onCountChange(Number(event.target.value))}
          className={controlClass()}
        >
          {PARTICIPANT_COUNTS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>
      <ol className="mt-6 flex flex-col gap-5">
        {rows.map((participant, index) => (
          <li key={index}>
            <ParticipantFields index={index} participant={participant} errors={errors} onChange={onChange} />
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

const PARTICIPANT_FIELDS: Array<{ field: keyof Participant; label: string; type: string; autoComplete: string }> = [
  { field: 'fullName', label: 'Full Name', type: 'text', autoComplete: 'off' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { field: 'mobile', label: 'Mobile Number', type: 'tel', autoComplete: 'off' },
];

interface ParticipantProps {
  index: number;
  participant: Participant;
  errors: PdErrors;
  onChange: Props['onChange'];
}

function ParticipantFields({ index, participant, errors, onChange }: ParticipantProps) {
  return (
    <fieldset className="rounded-xl border border-mist-200 bg-mist-50 p-5">
      <legend className="rounded-full bg-navy-900 px-3 py-1 text-sm font-semibold text-white">
        Participant {index + 1}
      </legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-3">
        {PARTICIPANT_FIELDS.map(({ field, label, type, autoComplete }) => {
          const key = participantField(index, field);
          const id = pdFieldId(key);
          return (
            <Field key={field} id={id} label={label} required error={errors[key]}>
              <input
                id={id}
                name={key}
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
