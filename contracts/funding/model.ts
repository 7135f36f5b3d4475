/**
 * Funding programs and the questions their rules ask, as the Studio stores them and the site and Studio evaluate
 * them (`engine.ts`). A rule is plain data a coordinator edits: all or any of some conditions on the answers.
 * Imported by the Studio: `.ts` imports only.
 */

/** The kinds of answer a question takes. A state question's choices are the states and territories. */
export const QUESTION_KINDS = ['yesNo', 'choice', 'number', 'state'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface QuestionChoice {
  /** What the URL and the rules store, e.g. "cert-iii". */
  value: string;
  /** What the learner picks, e.g. "Certificate III". */
  label: string;
  /** How a rule's sentence says it, after the question's phrase, e.g. "a Certificate III". */
  words: string;
}

export interface FundingQuestion {
  /** The answer's name in the URL, e.g. "residency"; rules name the question by it. */
  key: string;
  text: string;
  help?: string | null;
  kind: QuestionKind;
  /** For "choice" questions; yes/no and state questions have theirs built in (`questionChoices`). */
  choices?: QuestionChoice[] | null;
  /** The verb a rule's sentence starts with, e.g. "lives in", "is aged", "holds". */
  phrase: string;
  /** Its negation for "none of" rules, e.g. "does not hold". */
  negativePhrase?: string | null;
  /** After a number, e.g. "government-subsidised courses this calendar year". */
  unit?: string | null;
  /** For a state question, an extra answer for "none of them", e.g. "I do not work". */
  noneLabel?: string | null;
}

/** What asking a question and checking a condition on its answer need: not the words a rule's sentence uses. */
export type AskedQuestion = Pick<FundingQuestion, 'key' | 'text' | 'help' | 'kind' | 'choices' | 'unit' | 'noneLabel'>;

export const CONDITION_OPERATORS = ['oneOf', 'noneOf', 'atLeast', 'lessThan'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export interface Condition {
  /** The key of the question it asks about. */
  question: string;
  operator: ConditionOperator;
  /** For oneOf / noneOf: the answers that meet (oneOf) or fail (noneOf) it. */
  values?: string[] | null;
  /** For atLeast / lessThan. */
  number?: number | null;
  /** Answers the program decides case by case: "we need to check" rather than yes or no. */
  checkValues?: string[] | null;
}

export const RULE_MODES = ['all', 'any'] as const;
export type RuleMode = (typeof RULE_MODES)[number];

export interface Rule {
  mode: RuleMode;
  conditions: Condition[];
}

export interface FundingProgram {
  _id: string;
  name: string;
  /** A state code (QLD…) or "National". */
  state: string;
  body: string;
  officialUrl: string;
  /** The day a coordinator last read the official rules, YYYY-MM-DD. */
  checkedOn: string;
  evidence: string[];
  /** Every rule must hold. */
  rules: Rule[];
  /** Who pays the concession price, when the program has one. */
  concession?: { rule: Rule; evidence?: string[] | null } | null;
  /** Groups the program exempts from fees (no price to pay), which we confirm at enrolment. */
  feeExemptGroups?: string | null;
  /** The program's own declaration a learner applying for its price agrees to, when it has one. */
  declaration?: string | null;
}

/** A price a course offers under a program. */
export interface ProgramPrice {
  program: string;
  price: string;
  concessionPrice?: string | null;
}

/** Answers by question key, as the URL carries them. */
export type Answers = Readonly<Record<string, string | undefined>>;

/** yes, no, or "we cannot tell yet". */
export type Truth = true | false | 'unknown';

export const NONE_VALUE = 'none';

/** A course's price under a program, as pages show it: the program's name and state, and who is eligible. */
export interface CourseFundingOption extends ProgramPrice {
  name: string;
  /** "National", or the state whose government funds this price. */
  region: string;
  /** Generated from the program's rules (`eligibilitySentence`), so the two never disagree. */
  eligibility: string;
  /** Who pays the concession price, when the option has one. */
  concessionEligibility?: string | null;
  /** Who pays nothing, when the program has fee-exempt groups. */
  feeExemptEligibility?: string | null;
}
