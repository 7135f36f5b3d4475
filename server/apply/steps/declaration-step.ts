import type { ProgramDeclaration } from '../../../contracts/applications/agreed-content.ts';
import type { DeclarationAnswers } from '../../../contracts/applications/answers.ts';
import { validateDeclaration } from '../../../contracts/applications/validate-declaration.ts';
import { escapeHtml } from '../../forms/form-page.ts';
import { choices, tick } from '../fields-html.ts';
import { outcomesFor } from './funding-step.ts';
import { field, type Step, type StepContext } from './step.ts';

const CONSENT_LABELS = [
  { value: 'yes', label: 'Yes, you may keep them' },
  { value: 'no', label: 'No: record them as not stated' },
];

const HEADING = 'mt-6 text-lg font-bold text-navy-900';
const paragraph = (text: string) => `<p class="mt-3 text-slate-700">${escapeHtml(text)}</p>`;

/** The declaration of the program whose price the learner applies for, when that program has one. */
function programDeclaration(context: StepContext): ProgramDeclaration | null {
  const funding = context.answers.funding;
  const chosen = funding && outcomesFor(funding.checkerAnswers, context).find((o) => o.name === funding.priceName);
  return context.agreed.declarations.find((entry) => entry.program === chosen?.program?._id) ?? null;
}

/**
 * "Privacy and declaration": the privacy notice read, the funding program's own declaration where it has one,
 * consent to the sensitive answers in words, and the declaration. Each agreement records the version the
 * application shows and the moment.
 */
export const declarationStep: Step<'declaration'> = {
  section: 'declaration',
  heading: 'Privacy and declaration',
  read: (form, context): DeclarationAnswers => {
    const agreed = (name: string, version: string) =>
      field(form, name) === 'yes' ? { version, agreedAt: context.now } : null;
    const notice = context.agreed.privacyNotice.version;
    const program = programDeclaration(context);
    return {
      privacyNotice: agreed('privacyNotice', notice),
      programDeclaration: program && agreed('programDeclaration', program.version),
      sensitiveConsent: field(form, 'sensitiveConsent'),
      declaration: agreed('declaration', notice),
    };
  },
  validate: (answers, context) => validateDeclaration(answers, programDeclaration(context)?.programName ?? null),
  fields: (answers, errors, context) => {
    const { privacyNotice } = context.agreed;
    const program = programDeclaration(context);
    return (
      `<h2 class="${HEADING}">Privacy notice</h2>${privacyNotice.paragraphs.map(paragraph).join('')}` +
      `<p class="mt-3 text-slate-700">How we handle your personal information: <a class="font-semibold underline" href="${escapeHtml(privacyNotice.policy.href)}">${escapeHtml(privacyNotice.policy.label)}</a></p>` +
      tick(
        { name: 'privacyNotice', label: 'The privacy notice', errors },
        'I have read the privacy notice',
        Boolean(answers?.privacyNotice),
      ) +
      (program
        ? `<h2 class="${HEADING}">${escapeHtml(program.programName)} declaration</h2>${program.text
            .split(/\n\s*\n/)
            .map(paragraph)
            .join('')}` +
          tick(
            { name: 'programDeclaration', label: `The ${program.programName} declaration`, errors },
            `I agree to the ${program.programName} declaration`,
            Boolean(answers?.programDeclaration),
          )
        : '') +
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
      )
    );
  },
  summary: (answers, context) => {
    const program = programDeclaration(context);
    return [
      {
        key: 'Privacy notice',
        value: answers.privacyNotice ? `Read (version ${answers.privacyNotice.version})` : 'Not read',
      },
      ...(program
        ? [
            {
              key: `${program.programName} declaration`,
              value: answers.programDeclaration
                ? `Agreed (version ${answers.programDeclaration.version})`
                : 'Not agreed',
            },
          ]
        : []),
      {
        key: 'Sensitive answers',
        value: CONSENT_LABELS.find((entry) => entry.value === answers.sensitiveConsent)?.label ?? '',
      },
      { key: 'Declaration', value: answers.declaration ? 'Agreed' : 'Not agreed' },
    ];
  },
};
