import { defineArrayMember, defineField, defineType } from 'sanity';
import { RULE_MODES, type Condition, type RuleMode } from '../../../contracts/funding/model.ts';

/** All or any of some conditions, e.g. "lives in NSW, or works in NSW". */
export const fundingRule = defineType({
  name: 'fundingRule',
  title: 'Rule',
  type: 'object',
  fields: [
    defineField({
      name: 'mode',
      title: 'The learner must meet',
      type: 'string',
      options: {
        list: RULE_MODES.map((value) => ({
          value,
          title: value === 'all' ? 'all of these conditions' : 'any of these conditions',
        })),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'all',
      validation: (rule) => rule.required().error('Choose all or any'),
    }),
    defineField({
      name: 'conditions',
      title: 'Conditions',
      type: 'array',
      of: [defineArrayMember({ type: 'ruleCondition' })],
      validation: (rule) => rule.required().min(1).error('Add at least one condition'),
    }),
  ],
  preview: {
    select: { mode: 'mode', conditions: 'conditions' },
    prepare: ({ mode, conditions }: { mode?: RuleMode; conditions?: Condition[] }) => ({
      title: (conditions ?? []).map((condition) => condition.question).join(mode === 'any' ? ' or ' : ' and '),
      subtitle: mode === 'any' ? 'any of' : 'all of',
    }),
  },
});
