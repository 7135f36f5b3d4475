import type { Answers, Condition, Rule, Truth } from './model.ts';

/** Whether the answers meet a condition; "unknown" when the answer is missing or decided case by case. */
export function conditionTruth(condition: Condition, answers: Answers): Truth {
  const answer = answers[condition.question];
  if (answer === undefined || answer === '') return 'unknown';
  if (condition.checkValues?.includes(answer)) return 'unknown';
  switch (condition.operator) {
    case 'oneOf':
      return (condition.values ?? []).includes(answer);
    case 'noneOf':
      return !(condition.values ?? []).includes(answer);
    case 'atLeast':
    case 'lessThan': {
      const value = Number(answer);
      if (!Number.isFinite(value) || condition.number == null) return 'unknown';
      return condition.operator === 'atLeast' ? value >= condition.number : value < condition.number;
    }
  }
}

/** All of / any of, over three values: one false sinks "all", one true carries "any". */
export function combine(mode: Rule['mode'], truths: Truth[]): Truth {
  const decisive = mode === 'all' ? false : true;
  if (truths.includes(decisive)) return decisive;
  return truths.includes('unknown') ? 'unknown' : !decisive;
}

export const ruleTruth = (rule: Rule, answers: Answers): Truth =>
  combine(
    rule.mode,
    rule.conditions.map((condition) => conditionTruth(condition, answers)),
  );
