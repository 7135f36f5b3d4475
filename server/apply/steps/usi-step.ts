import type { UsiAnswers, UsiStatus } from '../../../contracts/applications/answers.ts';
import { validateUsiAnswer } from '../../../contracts/applications/validate-usi-answer.ts';
import { normaliseUsi, USI_OFFICIAL_URL } from '../../../contracts/usi.ts';
import { choices, textInput } from '../fields-html.ts';
import { field, type Step } from './step.ts';

const STATUS_LABELS: Readonly<Record<UsiStatus, string>> = {
  have: 'Yes, I have a USI',
  later: 'Not yet: I will create one before the course starts',
  exempt: 'I have an exemption from the USI',
};

/** "Unique Student Identifier": the USI, checked by its check character as typed, or one to come, or an exemption. */
export const usiStep: Step<'usi'> = {
  section: 'usi',
  heading: 'Do you have a Unique Student Identifier (USI)?',
  read: (form): UsiAnswers => {
    const status = field(form, 'status') as UsiStatus;
    return status === 'have' ? { status, usi: normaliseUsi(field(form, 'usi')) } : { status };
  },
  validate: validateUsiAnswer,
  fields: (answers, errors) =>
    `<p class="mt-2 text-slate-700">Everyone in nationally recognised training needs one. If you do not have one yet, you can create it for free on <a class="underline" href="${USI_OFFICIAL_URL}">the official USI website</a>; it takes about 5 minutes.</p>` +
    choices(
      { name: 'status', label: 'Your USI', errors },
      [answers?.status ?? ''],
      Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
    ) +
    textInput(
      {
        name: 'usi',
        label: 'Your USI, if you have one',
        hint: '10 letters and numbers, for example 2GF2UGXXV8',
        errors,
      },
      answers?.usi ?? '',
      { width: 'max-w-60' },
    ),
  summary: (answers) => [
    { key: 'USI', value: answers.status === 'have' ? (answers.usi ?? '') : STATUS_LABELS[answers.status] },
  ],
};
