import type { AboutYouAnswers } from '../../../contracts/applications/answers.ts';
import { validateAboutYou } from '../../../contracts/applications/validate-about-you.ts';
import { SEX } from '../../../contracts/avetmiss/codes/sex.ts';
import { escapeHtml } from '../../forms/form-page.ts';
import { choices, textInput, tick } from '../fields-html.ts';
import { addressFields, addressLine, readAddress } from './address-fields.ts';
import { field, type Step } from './step.ts';

const DATE_PARTS = [
  ['day', 'Day', 'bday-day'],
  ['month', 'Month', 'bday-month'],
  ['year', 'Year', 'bday-year'],
] as const;

function dateOfBirthFields(answers: AboutYouAnswers | undefined, error: string | undefined): string {
  const inputs = DATE_PARTS.map(([part, label, autocomplete], index) => {
    // The error summary links to the first box.
    const id = index === 0 ? 'dateOfBirth' : `dateOfBirth-${part}`;
    return `<div><label for="${id}" class="block text-sm text-navy-900">${label}</label><input id="${id}" name="dateOfBirth.${part}" inputmode="numeric" autocomplete="${autocomplete}" value="${escapeHtml(answers?.dateOfBirth[part] ?? '')}" class="mt-1 block ${part === 'year' ? 'w-24' : 'w-16'} rounded-lg border bg-white px-3 py-2.5 ${error ? 'border-red-700' : 'border-slate-400'}"${error ? ' aria-invalid="true"' : ''}></div>`;
  }).join('');
  const message = error
    ? `<p id="dateOfBirth-error" class="mt-1.5 text-sm font-medium text-red-700"><span class="sr-only">Error:</span> ${escapeHtml(error)}</p>`
    : '';
  return `<fieldset class="mt-6" aria-describedby="dateOfBirth-hint${error ? ' dateOfBirth-error' : ''}"><legend class="block text-sm font-semibold text-navy-900">Date of birth</legend><p id="dateOfBirth-hint" class="mt-1 text-sm text-slate-600">For example, 27 3 2007</p>${message}<div class="mt-2 flex gap-4">${inputs}</div></fieldset>`;
}

const sexLabel = (code: string) => SEX.codes.find((entry) => entry.code === code)?.label ?? code;

/** "About you": names, date of birth, sex as the collection codes it, how to reach the learner, and addresses. */
export const aboutYouStep: Step<'aboutYou'> = {
  section: 'aboutYou',
  heading: 'About you',
  read: (form): AboutYouAnswers => {
    const postalSameAsResidential = field(form, 'postalDifferent') !== 'yes';
    return {
      familyName: field(form, 'familyName'),
      givenNames: field(form, 'givenNames'),
      onlyOneName: field(form, 'onlyOneName') === 'yes',
      dateOfBirth: {
        day: field(form, 'dateOfBirth.day'),
        month: field(form, 'dateOfBirth.month'),
        year: field(form, 'dateOfBirth.year'),
      },
      sex: field(form, 'sex'),
      email: field(form, 'email'),
      mobile: field(form, 'mobile'),
      residential: readAddress(form, 'residential', 'residential'),
      postalSameAsResidential,
      ...(postalSameAsResidential ? {} : { postal: readAddress(form, 'postal', 'postal') }),
    };
  },
  validate: (answers, { today }) => validateAboutYou(answers, today),
  fields: (answers, errors) =>
    [
      textInput({ name: 'familyName', label: 'Family name', errors }, answers?.familyName ?? '', {
        autocomplete: 'family-name',
      }),
      textInput(
        { name: 'givenNames', label: 'Given names', hint: 'All of them, as on your ID', errors },
        answers?.givenNames ?? '',
        { autocomplete: 'given-name' },
      ),
      tick(
        { name: 'onlyOneName', label: 'One name only', errors },
        'I have only one name (write it as the family name)',
        answers?.onlyOneName ?? false,
      ),
      dateOfBirthFields(answers, errors.dateOfBirth),
      choices(
        { name: 'sex', label: 'Sex', hint: 'As the National VET Data collection records it', errors },
        [answers?.sex ?? ''],
        SEX.codes.map((code) => ({ value: code.code, label: code.label })),
      ),
      textInput({ name: 'email', label: 'Email address', errors }, answers?.email ?? '', {
        type: 'email',
        autocomplete: 'email',
      }),
      textInput({ name: 'mobile', label: 'Mobile number', errors }, answers?.mobile ?? '', {
        type: 'tel',
        autocomplete: 'tel',
      }),
      addressFields('Where you live', answers?.residential, 'residential', 'residential', errors),
      tick(
        { name: 'postalDifferent', label: 'Postal address', errors },
        'My postal address is different (fill it in below)',
        answers ? !answers.postalSameAsResidential : false,
      ),
      addressFields('Postal address, if different', answers?.postal, 'postal', 'postal', errors),
    ].join(''),
  summary: (answers) => [
    {
      key: 'Name',
      value: answers.onlyOneName ? answers.familyName : `${answers.givenNames} ${answers.familyName}`,
    },
    {
      key: 'Date of birth',
      value: `${answers.dateOfBirth.day}/${answers.dateOfBirth.month}/${answers.dateOfBirth.year}`,
    },
    { key: 'Sex', value: sexLabel(answers.sex) },
    { key: 'Email address', value: answers.email },
    { key: 'Mobile number', value: answers.mobile },
    { key: 'Where you live', value: addressLine(answers.residential) },
    {
      key: 'Postal address',
      value:
        answers.postalSameAsResidential || !answers.postal ? 'Same as where you live' : addressLine(answers.postal),
    },
  ],
};
