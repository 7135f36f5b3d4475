import { BillIcon } from '@sanity/icons/Bill';
import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity';
import type { FundingProgram } from '../../../contracts/funding/model.ts';
import { programRuleProblems } from '../../../contracts/funding/problems.ts';
import { FUNDING_REGIONS, REGION_NAMES } from '../../../contracts/rules/pre-enrolment.ts';
import { fetchFundingQuestions } from '../funding-questions.ts';
import { requiredString } from '../fields.ts';
import { HTTPS_MESSAGE, HTTPS_ONLY } from '../rules.ts';

/**
 * Rules no learner can meet, shown on the field at `path`. A condition's own problem (an unknown question or answer)
 * shows on that condition instead, and this check waits until it is fixed.
 */
async function wholeRuleProblem(
  program: Pick<FundingProgram, 'rules' | 'concession'>,
  path: string[],
  context: ValidationContext,
) {
  const problems = programRuleProblems(program, await fetchFundingQuestions(context));
  if (problems.some((problem) => problem.path.at(-1) === 'question')) return true;
  return problems.find((problem) => problem.path.join('.') === path.join('.'))?.message ?? true;
}

/**
 * A government funding program, e.g. Queensland's Certificate 3 Guarantee: who runs it, where its official rules
 * are, and its eligibility rules. Courses offer its prices; the fee checker and every "Who is eligible" sentence
 * come from these rules. States change them each year: check the official page and update "Rules checked on".
 */
export const fundingProgram = defineType({
  name: 'fundingProgram',
  title: 'Funding program',
  type: 'document',
  icon: BillIcon,
  fields: [
    requiredString('name', 'Name', { description: 'As learners know it, e.g. "Certificate 3 Guarantee".' }),
    defineField({
      name: 'state',
      title: 'State',
      type: 'string',
      description: 'The state that funds it, or National.',
      options: {
        list: FUNDING_REGIONS.map((value) => ({
          value,
          title: REGION_NAMES[value] ? `${REGION_NAMES[value]} (${value})` : value,
        })),
        layout: 'dropdown',
      },
      validation: (rule) => rule.required().error('Choose National or the state'),
    }),
    requiredString('body', 'Run by', {
      description: 'e.g. "Queensland Department of Trade, Employment and Training".',
    }),
    defineField({
      name: 'officialUrl',
      title: 'Official page',
      type: 'url',
      description: "The government page with the program's rules. Learners get a link to it.",
      validation: (rule) => [
        rule.required().error("Paste the official page of the program's rules"),
        rule.uri(HTTPS_ONLY).error(HTTPS_MESSAGE),
      ],
    }),
    defineField({
      name: 'checkedOn',
      title: 'Rules checked on',
      type: 'date',
      description: 'The day you last compared these rules with the official page. The checker shows it.',
      validation: (rule) => rule.required().error('Give the day you last checked the rules on the official page'),
    }),
    defineField({
      name: 'evidence',
      title: 'Evidence the learner brings',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      description: 'One document per line, e.g. "Proof of age and identity".',
      validation: (rule) => rule.required().min(1).error('List what a learner brings to prove eligibility'),
    }),
    defineField({
      name: 'rules',
      title: 'Eligibility rules',
      type: 'array',
      of: [defineArrayMember({ type: 'fundingRule' })],
      description: 'A learner must meet every rule. Each rule is all or any of some conditions on the answers.',
      validation: (rule) => [
        rule.required().min(1).error("Add the program's eligibility rules"),
        rule.custom(async (value: FundingProgram['rules'] | undefined, context) =>
          value?.length ? wholeRuleProblem({ rules: value }, ['rules'], context) : true,
        ),
      ],
    }),
    defineField({
      name: 'concession',
      title: 'Concession',
      type: 'programConcession',
      description: 'Only if the program has a concession price.',
      validation: (rule) =>
        rule.custom(async (value: FundingProgram['concession'], context) => {
          const rules = (context.document?.rules as FundingProgram['rules'] | undefined) ?? [];
          return value?.rule ? wholeRuleProblem({ rules, concession: value }, ['concession', 'rule'], context) : true;
        }),
    }),
    defineField({
      name: 'declaration',
      title: 'Declaration',
      type: 'text',
      rows: 4,
      description:
        "Only if the program has its own declaration, in its words. A learner applying for this program's price agrees to it before sending; publishing a change makes a new version, and each application keeps the version agreed to.",
    }),
    defineField({
      name: 'feeExemptGroups',
      title: 'Fee-exempt groups',
      type: 'text',
      rows: 2,
      description:
        'Only if some eligible learners pay no fee, e.g. "Aboriginal and Torres Strait Islander learners". We confirm it at enrolment.',
    }),
  ],
  preview: {
    select: { title: 'name', state: 'state', checkedOn: 'checkedOn' },
    prepare: ({ title, state, checkedOn }: { title?: string; state?: string; checkedOn?: string }) => ({
      title: title ?? 'Funding program',
      subtitle: [state, checkedOn && `checked ${checkedOn}`].filter(Boolean).join(' · '),
    }),
  },
});
