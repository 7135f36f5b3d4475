import { ruleTruth } from './conditions.ts';
import { questionByKey, questionChoices } from './questions.ts';
import type { Answers, AskedQuestion, Condition, FundingProgram, FundingQuestion, Rule } from './model.ts';

/** A problem in a program's rules, with the path of the field to fix (e.g. ["rules", 0, "conditions", 1, "question"]). */
export interface RuleProblem {
  path: (string | number)[];
  message: string;
}

const NUMBER_OPERATORS = new Set(['atLeast', 'lessThan']);

/** What is wrong with one condition on its own: an unknown question, or answers the question does not take. */
export function conditionProblem(condition: Condition, questions: readonly AskedQuestion[]): string | null {
  const question = questionByKey(questions, condition.question);
  if (!question) {
    const known = questions.map((candidate) => candidate.key).join(', ');
    return `"${condition.question}" is not a question in the Studio. Use one of: ${known}, or add the question first.`;
  }
  if (question.kind === 'number') {
    if (!NUMBER_OPERATORS.has(condition.operator))
      return `"${question.text}" takes a number: use "at least" or "fewer than"`;
    if (condition.number == null) return 'Give the number this condition compares the answer with';
    return null;
  }
  if (NUMBER_OPERATORS.has(condition.operator))
    return `"${question.text}" is not a number: use "is one of" or "is none of"`;
  if ((condition.values ?? []).length === 0) return 'Choose at least one answer for this condition';
  const takes = new Set(questionChoices(question).map((choice) => choice.value));
  const unknown = [...(condition.values ?? []), ...(condition.checkValues ?? [])].filter((value) => !takes.has(value));
  return unknown.length === 0
    ? null
    : `"${question.text}" has no answer ${unknown.map((value) => `"${value}"`).join(', ')}. Its answers are ${[...takes].join(', ')}.`;
}

/** Candidate answers for a question: its choices, or numbers either side of every threshold the rules use. */
function candidates(question: FundingQuestion, conditions: Condition[]): string[] {
  if (question.kind !== 'number') return questionChoices(question).map((choice) => choice.value);
  const thresholds = conditions.filter((c) => c.question === question.key && c.number != null).map((c) => c.number!);
  return [...new Set([0, ...thresholds.flatMap((n) => [n - 1, n, n + 1])].filter((n) => n >= 0))].map(String);
}

/** True when some learner meets every rule: tried over every combination of the answers that matter. */
export function canBeMet(rules: readonly Rule[], questions: readonly FundingQuestion[]): boolean {
  const conditions = rules.flatMap((rule) => rule.conditions);
  const keys = [...new Set(conditions.map((condition) => condition.question))];
  const domains = keys.map((key) => {
    const question = questionByKey(questions, key);
    return question ? candidates(question, conditions) : [];
  });
  const search = (index: number, answers: Answers): boolean => {
    if (index === keys.length) return rules.every((rule) => ruleTruth(rule, answers) === true);
    return domains[index].some((value) => search(index + 1, { ...answers, [keys[index]]: value }));
  };
  return search(0, {});
}

/** Everything wrong with a program's rules, as the Studio refuses it and the build names it. */
export function programRuleProblems(
  program: Pick<FundingProgram, 'rules' | 'concession'>,
  questions: readonly FundingQuestion[],
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const check = (rule: Rule, path: (string | number)[]) => {
    if (rule.conditions.length === 0) problems.push({ path, message: 'Add at least one condition to this rule' });
    rule.conditions.forEach((condition, index) => {
      const message = conditionProblem(condition, questions);
      if (message) problems.push({ path: [...path, 'conditions', index, 'question'], message });
    });
  };
  program.rules.forEach((rule, index) => check(rule, ['rules', index]));
  if (program.concession) check(program.concession.rule, ['concession', 'rule']);
  if (problems.length > 0) return problems;
  if (!canBeMet(program.rules, questions))
    problems.push({
      path: ['rules'],
      message: 'No learner can meet all of these rules together: one contradicts another',
    });
  else if (program.concession && !canBeMet([...program.rules, program.concession.rule], questions))
    problems.push({
      path: ['concession', 'rule'],
      message: 'No learner eligible for the program can meet this concession rule',
    });
  return problems;
}
