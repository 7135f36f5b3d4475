import type { FundingAnswers } from '../../../contracts/applications/answers.ts';
import { validateFunding } from '../../../contracts/applications/validate-funding.ts';
import { answersFromQuery } from '../../../contracts/funding/answers.ts';
import { neededQuestions, priceOutcomes, type PriceOutcome } from '../../../contracts/funding/engine.ts';
import { questionChoices } from '../../../contracts/funding/questions.ts';
import { formatFee } from '../../../contracts/rules/price.ts';
import { choices, textInput } from '../fields-html.ts';
import { field, type Step, type StepContext } from './step.ts';

const STATUS_WORDS: Readonly<Record<PriceOutcome['status'], string>> = {
  eligible: 'you are eligible',
  check: 'we need to check',
  'not-eligible': 'not for you, from your answers',
};

/** The fee checker's questions this course's prices ask. */
export const courseQuestions = ({ course, data }: StepContext) =>
  neededQuestions(course.fundingOptions, data.programs, data.questions);

/** Each price of the course and whether the learner may pay it, by the one funding engine. */
export const outcomesFor = (checkerAnswers: Record<string, string>, { course, data }: StepContext) =>
  priceOutcomes(checkerAnswers, course, data.programs, data.questions);

/** The price applied for and whether the learner may pay it, as the learner saw it: for the team and the hand-off. */
export const priceLabel = (outcome: PriceOutcome) =>
  `${outcome.name}: ${formatFee(outcome.price)} (${STATUS_WORDS[outcome.status]})`;

/** "Your funding": the fee checker's questions, and the price applied for. Never a refusal: the full fee is always there. */
export const fundingStep: Step<'funding'> = {
  section: 'funding',
  heading: 'Which price are you applying for?',
  read: (form, context): FundingAnswers => ({
    checkerAnswers: answersFromQuery(form.toString(), courseQuestions(context)),
    priceName: field(form, 'priceName'),
  }),
  validate: (answers, context) => validateFunding(answers, outcomesFor(answers.checkerAnswers, context)),
  fields: (answers, errors, context) => {
    const checkerAnswers = answers?.checkerAnswers ?? {};
    const questions = courseQuestions(context)
      .map((question) =>
        question.kind === 'number'
          ? textInput(
              { name: question.key, label: question.text, hint: question.help ?? undefined, errors },
              checkerAnswers[question.key] ?? '',
              { inputmode: 'numeric', width: 'max-w-32' },
            )
          : choices(
              { name: question.key, label: question.text, hint: question.help ?? undefined, errors },
              [checkerAnswers[question.key] ?? ''],
              questionChoices(question),
            ),
      )
      .join('');
    const prices = choices(
      {
        name: 'priceName',
        label: 'The price you are applying for',
        hint: 'From your answers above. Anyone may apply at the full fee; we check the rest with you before you enrol.',
        errors,
      },
      [answers?.priceName ?? ''],
      outcomesFor(checkerAnswers, context).map((outcome) => ({ value: outcome.name, label: priceLabel(outcome) })),
    );
    return questions + prices;
  },
  summary: (answers, context) => {
    const outcome = outcomesFor(answers.checkerAnswers, context).find((entry) => entry.name === answers.priceName);
    return [{ key: 'Price applied for', value: outcome ? priceLabel(outcome) : answers.priceName }];
  },
};
