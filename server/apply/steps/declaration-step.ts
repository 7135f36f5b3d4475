import type { DeclarationAnswers } from '../../../contracts/applications/answers.ts';
import { validateDeclaration } from '../../../contracts/applications/validate-declaration.ts';
import { escapeHtml } from '../../forms/form-page.ts';
import { choices, tick } from '../fields-html.ts';
import { field, type Step } from './step.ts';

const CONSENT_LABELS = [
  { value: 'yes', label: 'Yes, you may keep them' },
  { value: 'no', label: 'No: record them as not stated' },
];

/** "Privacy and declaration": the privacy notice read, consent to the sensitive answers in words, and the declaration. */
export const declarationStep: Step<'declaration'> = {
  section: 'declaration',
  heading: 'Privacy and declaration',
  read: (form, { data, now }): DeclarationAnswers => {
    const agreed = (name: string) =>
      field(form, name) === 'yes' ? { version: data.privacyNotice.version, agreedAt: now } : null;
    return {
      privacyNotice: agreed('privacyNotice'),
      programDeclaration: null,
      sensitiveConsent: field(form, 'sensitiveConsent'),
      declaration: agreed('declaration'),
    };
  },
  validate: (answers) => validateDeclaration(answers, null),
  fields: (answers, errors, { data }) =>
    `<h2 class="mt-6 text-lg font-bold text-navy-900">Privacy notice</h2>${data.privacyNotice.text.map((paragraph) => `<p class="mt-3 text-slate-700">${escapeHtml(paragraph)}</p>`).join('')}` +
    tick(
      { name: 'privacyNotice', label: 'The privacy notice', errors },
      'I have read the privacy notice',
      Boolean(answers?.privacyNotice),
    ) +
    choices(
      {
        name: 'sensitiveConsent',
        label: 'May we keep your answers about disability and Aboriginal and Torres Strait Islander origin?',
        hint: 'They are sensitive information. We use them only to report to the National VET Data collection and to arrange support.',
        errors,
      },
      [answers?.sensitiveConsent ?? ''],
      CONSENT_LABELS,
    ) +
    tick(
      { name: 'declaration', label: 'Declaration', errors },
      'The answers I have given are true and complete',
      Boolean(answers?.declaration),
    ),
  summary: (answers) => [
    { key: 'Privacy notice', value: answers.privacyNotice ? 'Read' : 'Not read' },
    {
      key: 'Sensitive answers',
      value: CONSENT_LABELS.find((entry) => entry.value === answers.sensitiveConsent)?.label ?? '',
    },
    { key: 'Declaration', value: answers.declaration ? 'Agreed' : 'Not agreed' },
  ],
};
