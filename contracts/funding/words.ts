import { questionByKey, questionChoices } from './questions.ts';
import type { Condition, FundingProgram, FundingQuestion, Rule } from './model.ts';

/** "a, b or c" */
export const listWords = (items: string[], conjunction: 'and' | 'or') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;

const choiceWords = (question: FundingQuestion, values: readonly string[]) => {
  const choices = questionChoices(question);
  return values.map((value) => choices.find((choice) => choice.value === value)?.words ?? value);
};

/** A condition as a coordinator and a learner read it, e.g. "is aged at least 15". */
export function conditionWords(condition: Condition, questions: readonly FundingQuestion[]): string {
  const question = questionByKey(questions, condition.question);
  if (!question) return `answers the unknown question "${condition.question}"`;
  const unit = question.unit ? ` ${question.unit}` : '';
  // A yes/no question's phrase is the whole statement: "holds a concession card"; its negation for "no".
  if (question.kind === 'yesNo') {
    const yes = (condition.operator === 'oneOf') === (condition.values ?? []).includes('yes');
    return yes ? question.phrase : (question.negativePhrase ?? `not (${question.phrase})`);
  }
  let words: string;
  switch (condition.operator) {
    case 'oneOf':
      words = `${question.phrase} ${listWords(choiceWords(question, condition.values ?? []), 'or')}`;
      break;
    case 'noneOf':
      words = question.negativePhrase
        ? `${question.negativePhrase} ${listWords(choiceWords(question, condition.values ?? []), 'or')}`
        : `${question.phrase} none of ${listWords(choiceWords(question, condition.values ?? []), 'and')}`;
      break;
    case 'atLeast':
      words = `${question.phrase} at least ${condition.number}${unit}`;
      break;
    case 'lessThan':
      words = `${question.phrase} fewer than ${condition.number}${unit}`;
      break;
  }
  const check = condition.checkValues ?? [];
  return check.length === 0
    ? words
    : `${words} (if the learner ${question.phrase} ${listWords(choiceWords(question, check), 'or')}, we check case by case)`;
}

/** A rule in words: its conditions joined by "and" (all of) or "or" (any of). */
export const ruleWords = (rule: Rule, questions: readonly FundingQuestion[]) =>
  listWords(
    rule.conditions.map((condition) => conditionWords(condition, questions)),
    rule.mode === 'all' ? 'and' : 'or',
  );

/** Who a program is for, generated from its rules, e.g. "Learners who live in Queensland, …". */
export const eligibilitySentence = (program: Pick<FundingProgram, 'rules'>, questions: readonly FundingQuestion[]) =>
  `A learner who ${listWords(
    program.rules.map((rule) => ruleWords(rule, questions)),
    'and',
  )}`;

/** Who pays a program's concession price: a learner eligible for the program who meets the concession rule. */
export const concessionSentence = (
  program: Pick<FundingProgram, 'name' | 'concession'>,
  questions: readonly FundingQuestion[],
) =>
  program.concession
    ? `A learner eligible for ${program.name} who ${ruleWords(program.concession.rule, questions)}`
    : null;

/** Who pays nothing under a program with fee-exempt groups. */
export const feeExemptSentence = (program: Pick<FundingProgram, 'name' | 'feeExemptGroups'>) =>
  program.feeExemptGroups
    ? `A learner eligible for ${program.name} in a fee-exempt group: ${program.feeExemptGroups}`
    : null;
