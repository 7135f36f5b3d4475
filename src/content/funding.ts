import { z } from 'astro/zod';
import { defineQuery } from 'groq';
import {
  CONDITION_OPERATORS,
  QUESTION_KINDS,
  RULE_MODES,
  type CourseFundingOption,
  type FundingProgram,
  type FundingQuestion,
  type ProgramPrice,
} from '../../contracts/funding/model.ts';
import { programRuleProblems } from '../../contracts/funding/problems.ts';
import { concessionSentence, eligibilitySentence, feeExemptSentence } from '../../contracts/funding/words.ts';
import { FUNDING_REGIONS } from '../../contracts/rules/pre-enrolment.ts';
import { byId, defineCollection } from './definition.ts';
import { single } from './entries.ts';
import { httpsUrl, optionalText, text } from './fields.ts';

const ruleFragment = /* groq */ `{
  mode,
  "conditions": coalesce(conditions[]{ question, operator, values, number, checkValues }, [])
}` as const;

/**
 * The fee checker's content: every question, and every program with its rules. One document-like answer, so the
 * guard can check each program's rules against the questions and name the program and field at fault.
 */
export const fundingQuery = defineQuery(`{
  "_id": "funding",
  "questions": *[_type == "fundingQuestion"] | order(position asc) {
    key, text, help, kind, "choices": coalesce(choices[]{ value, label, words }, []), phrase, negativePhrase, unit, noneLabel
  },
  "programs": *[_type == "fundingProgram"] | order(state asc, name asc) {
    _id,
    _type,
    name,
    state,
    body,
    officialUrl,
    checkedOn,
    "evidence": coalesce(evidence, []),
    "rules": coalesce(rules[]${ruleFragment}, []),
    concession{ rule${ruleFragment}, "evidence": coalesce(evidence, []) },
    feeExemptGroups,
    declaration
  }
}`);

export const conditionSchema = z.object({
  question: text,
  operator: z.enum(CONDITION_OPERATORS),
  values: z.array(z.string()).nullish(),
  number: z.number().nullish(),
  checkValues: z.array(z.string()).nullish(),
});
const ruleSchema = z.object({ mode: z.enum(RULE_MODES), conditions: z.array(conditionSchema).min(1) });

const questionSchema = z.object({
  key: text,
  text,
  help: optionalText,
  kind: z.enum(QUESTION_KINDS),
  choices: z.array(z.object({ value: text, label: text, words: text })),
  phrase: text,
  negativePhrase: optionalText,
  unit: optionalText,
  noneLabel: optionalText,
});

const programSchema = z.object({
  _id: z.string(),
  name: text,
  state: z.enum(FUNDING_REGIONS),
  body: text,
  officialUrl: httpsUrl,
  checkedOn: z.iso.date({ error: 'Give the day the rules were last checked' }),
  evidence: z.array(text).min(1, 'List what a learner brings to prove eligibility'),
  rules: z.array(ruleSchema).min(1, "Add the program's eligibility rules"),
  concession: z.object({ rule: ruleSchema, evidence: z.array(text) }).nullish(),
  feeExemptGroups: optionalText,
  declaration: optionalText,
});

// The Studio's own checks of the rules (unknown questions and answers, rules no one can meet), again at build.
const fundingSchema = z
  .object({ _id: z.literal('funding'), questions: z.array(questionSchema), programs: z.array(programSchema) })
  .superRefine((funding, context) => {
    funding.programs.forEach((program, index) => {
      for (const problem of programRuleProblems(program, funding.questions))
        context.addIssue({ code: 'custom', path: ['programs', index, ...problem.path], message: problem.message });
    });
  });

export const funding = defineCollection({ query: fundingQuery, schema: fundingSchema, id: byId, single: true });

export interface FundingContent {
  questions: FundingQuestion[];
  programs: FundingProgram[];
}

export const getFunding = () => single<FundingContent>('funding');

/** A course's funding options with their program's name, state and "who is eligible" sentence. */
export function withEligibility(options: readonly ProgramPrice[], content: FundingContent): CourseFundingOption[] {
  return options.map((option) => {
    const program = content.programs.find((candidate) => candidate._id === option.program);
    if (!program) throw new Error(`The funding program "${option.program}" is missing: publish it in the Studio.`);
    return {
      ...option,
      name: program.name,
      region: program.state,
      eligibility: eligibilitySentence(program, content.questions),
      concessionEligibility: option.concessionPrice ? concessionSentence(program, content.questions) : null,
      feeExemptEligibility: feeExemptSentence(program),
    };
  });
}
