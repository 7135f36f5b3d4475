import { conditionProblem, type RuleProblem } from '../funding/problems.ts';
import type { ReviewContent } from './review.ts';

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
