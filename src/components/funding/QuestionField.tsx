import { questionChoices } from '../../../contracts/funding/questions.ts';
import type { FundingQuestion } from '../../../contracts/funding/model.ts';
import { FieldError, controlClass, describedBy } from '../forms/fields';

interface Props {
  question: FundingQuestion;
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

const hintId = (id: string) => `${id}-hint`;

/** One question: a group of radio buttons with its legend, or a labelled list or number box. */
export function QuestionField({ question, id, value, error, onChange }: Props) {
  const hint = question.help ? (
    <p id={hintId(id)} className="mt-1 text-sm text-slate-600">
      {question.help}
    </p>
  ) : null;
  const described = describedBy(id, error, question.help ? hintId(id) : undefined);

  if (question.kind === 'choice' || question.kind === 'yesNo') {
    return (
      <fieldset aria-describedby={described['aria-describedby']}>
        <legend className="text-sm font-semibold text-navy-900">{question.text}</legend>
        {hint}
        <div className="mt-2 grid gap-2">
          {questionChoices(question).map((choice, index) => (
            <label
              key={choice.value}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 has-checked:border-teal-700 has-checked:bg-teal-50"
            >
              <input
                type="radio"
                id={index === 0 ? id : `${id}-${choice.value}`}
                name={question.key}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                className="size-4 shrink-0 accent-teal-700"
              />
              {choice.label}
            </label>
          ))}
        </div>
        <FieldError id={id} error={error} />
      </fieldset>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {question.text}
      </label>
      {hint}
      {question.kind === 'state' ? (
        <select
          id={id}
          name={question.key}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass(Boolean(error))}
          {...described}
        >
          <option value="">Choose…</option>
          {questionChoices(question).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={question.key}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClass(Boolean(error))} max-w-32`}
          {...described}
        />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
