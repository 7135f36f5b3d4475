import type { ReviewAnswers } from '../../../contracts/applications/answers.ts';
import { validateReview } from '../../../contracts/applications/validate-review.ts';
import { questionChoices } from '../../../contracts/funding/questions.ts';
import { choices, textArea, textInput } from '../fields-html.ts';
import { field, type Step } from './step.ts';

const answerName = (key: string) => `answers.${key}`;

/** "Pre-training review" (Standard 2.2): the course's questions, and support needs in the learner's words. */
export const reviewStep: Step<'review'> = {
  section: 'review',
  heading: 'Is this course right for you?',
  read: (form, { agreed }): ReviewAnswers => ({
    answers: Object.fromEntries(
      agreed.review.questions.map((question) => [question.key, field(form, answerName(question.key))]),
    ),
    supportNeeds: field(form, 'supportNeeds'),
  }),
  validate: (answers, { agreed }) => validateReview(agreed.review.questions, answers),
  fields: (answers, errors, { agreed }) =>
    '<p class="mt-2 text-slate-700">Your answers help us advise you whether this course suits you and what support we can arrange. They never stop you applying.</p>' +
    agreed.review.questions
      .map((question) => {
        const control = {
          name: answerName(question.key),
          label: question.text,
          hint: question.help ?? undefined,
          errors,
        };
        const value = answers?.answers[question.key] ?? '';
        return question.kind === 'number'
          ? textInput(control, value, { inputmode: 'numeric', width: 'max-w-32' })
          : choices(control, [value], questionChoices(question));
      })
      .join('') +
    textArea(
      {
        name: 'supportNeeds',
        label: 'Is there anything we should arrange to support you? (optional)',
        hint: 'Only the people who arrange support read this.',
        errors,
      },
      answers?.supportNeeds ?? '',
    ),
  summary: (answers, { agreed }) => [
    ...agreed.review.questions.map((question) => ({
      key: question.text,
      value:
        questionChoices(question).find((choice) => choice.value === answers.answers[question.key])?.label ??
        answers.answers[question.key] ??
        '',
    })),
    { key: 'Support needs', value: answers.supportNeeds.trim() || 'None given' },
  ],
};
