import { REGION_NAMES } from '../rules/pre-enrolment.ts';
import { NONE_VALUE, type AskedQuestion, type QuestionChoice } from './model.ts';

const YES_NO: QuestionChoice[] = [
  { value: 'yes', label: 'Yes', words: 'yes' },
  { value: 'no', label: 'No', words: 'no' },
];

/** The answers a question takes (none for a number question). */
export function questionChoices(question: AskedQuestion): QuestionChoice[] {
  switch (question.kind) {
    case 'yesNo':
      return YES_NO;
    case 'state':
      return [
        ...Object.entries(REGION_NAMES).map(([value, name]) => ({ value, label: name, words: name })),
        ...(question.noneLabel ? [{ value: NONE_VALUE, label: question.noneLabel, words: 'none' }] : []),
      ];
    case 'choice':
      return question.choices ?? [];
    case 'number':
      return [];
  }
}

/** The question with this key, or undefined. */
export const questionByKey = <Q extends AskedQuestion>(questions: readonly Q[], key: string) =>
  questions.find((question) => question.key === key);
