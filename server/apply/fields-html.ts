import type { FieldErrors } from '../../contracts/applications/field-errors.ts';
import { escapeHtml } from '../forms/form-page.ts';

/**
 * The controls of the question pages, as GOV.UK's patterns have them: each label tied to its control, a hint and
 * the error beside the field named by aria-describedby, and an error summary whose links move to the fields.
 * Classes are the site's form controls' (src/components/forms/fields.tsx), so the pages look like its forms.
 */

const CONTROL =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-xs focus:border-teal-600 focus:outline-2 focus:outline-offset-0 focus:outline-teal-600';
const LABEL = 'block text-sm font-semibold text-navy-900';
const HINT = 'mt-1 text-sm text-slate-600';
const ERROR = 'mt-1.5 text-sm font-medium text-red-700';

/** A field name as an element id: "residential.postcode" → "residential-postcode". */
export const fieldId = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '-');

export interface Control {
  name: string;
  label: string;
  hint?: string;
  errors: FieldErrors;
}

const described = (id: string, hint: string | undefined, error: string | undefined) => {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `${ids ? ` aria-describedby="${ids}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
};
const hintHtml = (id: string, hint?: string) =>
  hint ? `<p id="${id}-hint" class="${HINT}">${escapeHtml(hint)}</p>` : '';
const errorHtml = (id: string, error?: string) =>
  error ? `<p id="${id}-error" class="${ERROR}"><span class="sr-only">Error:</span> ${escapeHtml(error)}</p>` : '';
const border = (error?: string) => (error ? 'border-red-700' : 'border-slate-400');

export function textInput(
  { name, label, hint, errors }: Control,
  value: string,
  {
    autocomplete,
    type = 'text',
    inputmode,
    width = '',
  }: { autocomplete?: string; type?: string; inputmode?: string; width?: string } = {},
): string {
  const id = fieldId(name);
  const error = errors[name];
  const extra = `${autocomplete ? ` autocomplete="${autocomplete}"` : ''}${inputmode ? ` inputmode="${inputmode}"` : ''}`;
  return `<div class="mt-5"><label for="${id}" class="${LABEL}">${escapeHtml(label)}</label>${hintHtml(id, hint)}${errorHtml(id, error)}<input id="${id}" name="${escapeHtml(name)}" type="${type}" value="${escapeHtml(value)}" class="${CONTROL} ${border(error)} ${width}"${extra}${described(id, hint, error)}></div>`;
}

export function textArea({ name, label, hint, errors }: Control, value: string): string {
  const id = fieldId(name);
  const error = errors[name];
  return `<div class="mt-5"><label for="${id}" class="${LABEL}">${escapeHtml(label)}</label>${hintHtml(id, hint)}${errorHtml(id, error)}<textarea id="${id}" name="${escapeHtml(name)}" rows="4" class="${CONTROL} ${border(error)}"${described(id, hint, error)}>${escapeHtml(value)}</textarea></div>`;
}

export interface Choice {
  value: string;
  label: string;
}

export function select({ name, label, hint, errors }: Control, value: string, choices: readonly Choice[]): string {
  const id = fieldId(name);
  const error = errors[name];
  const options = [{ value: '', label: 'Select' }, ...choices]
    .map(
      (choice) =>
        `<option value="${escapeHtml(choice.value)}"${choice.value === value ? ' selected' : ''}>${escapeHtml(choice.label)}</option>`,
    )
    .join('');
  return `<div class="mt-5"><label for="${id}" class="${LABEL}">${escapeHtml(label)}</label>${hintHtml(id, hint)}${errorHtml(id, error)}<select id="${id}" name="${escapeHtml(name)}" class="${CONTROL} ${border(error)}"${described(id, hint, error)}>${options}</select></div>`;
}

/** Radios (one answer) or check boxes (any), in a fieldset whose legend is the question; the first box takes the id the error summary links to. */
export function choices(
  { name, label, hint, errors }: Control,
  chosen: readonly string[],
  list: readonly Choice[],
  type: 'radio' | 'checkbox' = 'radio',
): string {
  const id = fieldId(name);
  const error = errors[name];
  const boxes = list
    .map((choice, index) => {
      const boxId = index === 0 ? id : `${id}-${index}`;
      return `<div class="mt-2 flex items-start gap-3"><input id="${boxId}" name="${escapeHtml(name)}" type="${type}" value="${escapeHtml(choice.value)}" class="mt-1 size-5 shrink-0 accent-teal-700"${chosen.includes(choice.value) ? ' checked' : ''}><label for="${boxId}" class="text-slate-900">${escapeHtml(choice.label)}</label></div>`;
    })
    .join('');
  return `<fieldset class="mt-6"${described(id, hint, error)}><legend class="${LABEL}">${escapeHtml(label)}</legend>${hintHtml(id, hint)}${errorHtml(id, error)}${boxes}</fieldset>`;
}

/** One check box that agrees to a statement: the question as the legend, the statement as the box's label. */
export const tick = (control: Control, statement: string, checked: boolean) =>
  choices(control, checked ? ['yes'] : [], [{ value: 'yes', label: statement }], 'checkbox');

/** The error summary at the top of a page with problems: each message links to its field. */
export function errorSummary(errors: FieldErrors): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return '';
  const items = entries
    .map(([name, message]) => `<li><a class="underline" href="#${fieldId(name)}">${escapeHtml(message)}</a></li>`)
    .join('');
  // Focus starts on the summary, without a script: a screen reader reads it, a keyboard user Tabs into its links.
  return `<div class="mb-6 rounded-lg border-2 border-red-700 bg-white p-5" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus><h2 id="error-summary-title" class="text-lg font-bold text-navy-900">There is a problem</h2><ul class="mt-3 list-disc space-y-1 pl-5 font-medium text-red-700">${items}</ul></div>`;
}
