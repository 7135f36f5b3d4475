import { conditionProblem, type RuleProblem } from '../funding/problems.ts';
import { REVIEW_KEY_PATTERN, type ReviewContent, type ReviewQuestion } from './review.ts';

/** What is wrong with a review's outcome rules, as the Studio refuses it and the build names it. */
export function reviewRuleProblems(content: ReviewContent): RuleProblem[] {
  const problems: RuleProblem[] = [];
  content.outcomeRules.forEach((entry, index) => {
    const path = ['outcomeRules', index];
    if (entry.rule.conditions.length === 0)
      problems.push({ path: [...path, 'rule'], message: 'Add at least one condition to this rule' });
    entry.rule.conditions.forEach((condition, conditionIndex) => {
      const message = conditionProblem(condition, content.questions);
      if (message) problems.push({ path: [...path, 'rule', 'conditions', conditionIndex, 'question'], message });
    });
    if (entry.outcome === 'suits-with-support' && !entry.support?.trim())
      problems.push({
        path: [...path, 'support'],
        message: 'Name the support we will arrange: the learner reads it with the advice',
      });
  });
  return problems;
}

/**
 * Questions the question page cannot ask: a key the form cannot name or that another question of the course's
 * review already has (`shared`: the questions every course asks, beside a category's own), and a list of answers
 * with fewer than two or with two the same.
 */
export function reviewQuestionProblems(
  questions: readonly ReviewQuestion[],
  shared: readonly ReviewQuestion[] = [],
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  questions.forEach((question, index) => {
    const path = ['questions', index];
    if (!REVIEW_KEY_PATTERN.test(question.key))
      problems.push({ path: [...path, 'key'], message: 'Use lower case letters only, e.g. goal' });
    else if (shared.some((other) => other.key === question.key))
      problems.push({
        path: [...path, 'key'],
        message: `Every course's review already asks a question with the key "${question.key}": choose another`,
      });
    else if (questions.findIndex((other) => other.key === question.key) !== index)
      problems.push({
        path: [...path, 'key'],
        message: `Another question of this review has the key "${question.key}"`,
      });
    if (question.kind !== 'choice') return;
    const values = (question.choices ?? []).map((choice) => choice.value);
    if (values.length < 2)
      problems.push({ path: [...path, 'choices'], message: 'Give at least two answers to choose from' });
    else if (new Set(values).size < values.length)
      problems.push({ path: [...path, 'choices'], message: 'Give each answer its own value: two answers share one' });
  });
  return problems;
}

/**
 * Everything wrong with one review document: its questions, and its rules, which may name its own questions and,
 * for a category's review, those every course asks.
 */
export function reviewDocumentProblems(review: ReviewContent, shared: readonly ReviewQuestion[] = []): RuleProblem[] {
  return [
    ...reviewQuestionProblems(review.questions, shared),
    ...reviewRuleProblems({ ...review, questions: [...shared, ...review.questions] }),
  ];
}
