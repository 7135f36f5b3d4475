import { combine, conditionTruth, ruleTruth } from './conditions.ts';
import { questionByKey } from './questions.ts';
import { conditionWords, ruleWords } from './words.ts';
import type { Answers, FundingProgram, FundingQuestion, ProgramPrice, Rule, Truth } from './model.ts';

export type OutcomeStatus = 'eligible' | 'not-eligible' | 'check';

/** One price a learner may pay, and whether this learner may pay it. */
export interface PriceOutcome {
  /** "Full fee", or the program's name with "concession" or "fee-exempt" where that applies. */
  name: string;
  price: string;
  status: OutcomeStatus;
  /** Why, in words: the rule that failed, the answers still needed, or who the price is for. */
  reason: string;
  evidence: string[];
  /** The program this price comes from; absent for the full fee. */
  program?: Pick<FundingProgram, '_id' | 'name' | 'state' | 'officialUrl' | 'checkedOn' | 'body'>;
}

export const FULL_FEE_NAME = 'Full fee';
export const FULL_FEE_REASON = 'Anyone may pay the full fee, including an employer paying for staff.';
/** What a fee-exempt learner pays. */
export const FEE_EXEMPT_PRICE = '$0';

/** The question keys a rule depends on that have no answer yet. */
const missingKeys = (rule: Rule, answers: Answers) =>
  rule.conditions.filter((condition) => conditionTruth(condition, answers) === 'unknown').map((c) => c.question);

interface Verdict {
  truth: Truth;
  reason: string;
}

/** Whether every rule of a program holds, with the reason in words. */
export function programVerdict(
  program: Pick<FundingProgram, 'rules'>,
  answers: Answers,
  questions: readonly FundingQuestion[],
): Verdict {
  const truths = program.rules.map((rule) => ruleTruth(rule, answers));
  const failed = program.rules.find((_, index) => truths[index] === false);
  if (failed) return { truth: false, reason: `This price is for a learner who ${ruleWords(failed, questions)}.` };
  const open = program.rules.filter((_, index) => truths[index] === 'unknown');
  if (open.length === 0)
    return { truth: true, reason: `You meet every rule: ${ruleWordsAll(program.rules, questions)}.` };
  const unanswered = [...new Set(open.flatMap((rule) => missingKeys(rule, answers)))].filter(
    (key) => answers[key] === undefined || answers[key] === '',
  );
  const reason =
    unanswered.length > 0
      ? `We need your answer to: ${unanswered.map((key) => questionByKey(questions, key)?.text ?? key).join(' ')}`
      : `We check this case by case: ${open
          .flatMap((rule) => rule.conditions.filter((c) => conditionTruth(c, answers) === 'unknown'))
          .map((condition) => conditionWords(condition, questions))
          .join('; ')}.`;
  return { truth: 'unknown', reason };
}

const ruleWordsAll = (rules: Rule[], questions: readonly FundingQuestion[]) =>
  rules.map((rule) => ruleWords(rule, questions)).join('; ');

const statusOf = (truth: Truth): OutcomeStatus =>
  truth === true ? 'eligible' : truth === false ? 'not-eligible' : 'check';

/**
 * Every price a course offers and whether this learner may pay it: the full fee (always), each program's
 * subsidised price, its concession price and, for programs with fee-exempt groups, the exemption.
 */
export function priceOutcomes(
  answers: Answers,
  course: { price: string; fundingOptions: readonly ProgramPrice[] },
  programs: readonly FundingProgram[],
  questions: readonly FundingQuestion[],
): PriceOutcome[] {
  const outcomes: PriceOutcome[] = [
    { name: FULL_FEE_NAME, price: course.price, status: 'eligible', reason: FULL_FEE_REASON, evidence: [] },
  ];
  for (const option of course.fundingOptions) {
    const program = programs.find((candidate) => candidate._id === option.program);
    if (!program) continue;
    const { _id, name, state, officialUrl, checkedOn, body } = program;
    const source = { _id, name, state, officialUrl, checkedOn, body };
    const verdict = programVerdict(program, answers, questions);
    outcomes.push({
      name,
      price: option.price,
      status: statusOf(verdict.truth),
      reason: verdict.reason,
      evidence: program.evidence,
      program: source,
    });
    if (program.concession && option.concessionPrice) {
      const concession = program.concession.rule;
      const truth = verdict.truth === false ? false : combine('all', [verdict.truth, ruleTruth(concession, answers)]);
      outcomes.push({
        name: `${name}, concession`,
        price: option.concessionPrice,
        status: statusOf(truth),
        reason:
          verdict.truth === false
            ? verdict.reason
            : `The concession price is for a learner eligible for ${name} who ${ruleWords(concession, questions)}.`,
        evidence: [...program.evidence, ...(program.concession.evidence ?? [])],
        program: source,
      });
    }
    if (program.feeExemptGroups) {
      outcomes.push({
        name: `${name}, fee-exempt`,
        price: FEE_EXEMPT_PRICE,
        status: verdict.truth === false ? 'not-eligible' : 'check',
        reason:
          verdict.truth === false
            ? verdict.reason
            : `No fee for ${program.feeExemptGroups}: we confirm this at enrolment.`,
        evidence: program.evidence,
        program: source,
      });
    }
  }
  return outcomes;
}

/** The question keys the programs of these options ask about, in the order of `questions`. */
export function neededQuestions(
  options: readonly ProgramPrice[],
  programs: readonly FundingProgram[],
  questions: readonly FundingQuestion[],
): FundingQuestion[] {
  const used = new Set(
    programs
      .filter((program) => options.some((option) => option.program === program._id))
      .flatMap((program) => [...program.rules, ...(program.concession ? [program.concession.rule] : [])])
      .flatMap((rule) => rule.conditions.map((condition) => condition.question)),
  );
  return questions.filter((question) => used.has(question.key));
}
