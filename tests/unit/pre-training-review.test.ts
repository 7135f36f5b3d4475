import { describe, expect, it } from 'vitest';
import type { ReviewContent, ReviewQuestion } from '../../contracts/applications/review.ts';
import { reviewAdvice } from '../../contracts/applications/review-outcome.ts';
import { reviewDocumentProblems, reviewRuleProblems } from '../../contracts/applications/review-problems.ts';
import { REVIEW_MESSAGES, SUPPORT_NEEDS_LIMIT, validateReview } from '../../contracts/applications/validate-review.ts';
import type { Answers } from '../../contracts/funding/model.ts';

const choice = (value: string, label: string) => ({ value, label, words: label.toLowerCase() });

// A review as a coordinator might write one for a logistics certificate: a workplace the units need, digital
// access, a reading self-assessment and a short numeracy task.
const QUESTIONS: ReviewQuestion[] = [
  {
    area: 'course',
    key: 'workplace',
    text: 'Do you work in a warehouse?',
    kind: 'yesNo',
  },
  {
    area: 'digital',
    key: 'device',
    text: 'Do you have a computer and internet at home?',
    kind: 'yesNo',
  },
  {
    area: 'digital',
    key: 'online',
    text: 'How confident are you learning online?',
    kind: 'choice',
    choices: [
      choice('confident', 'Confident'),
      choice('some-help', 'I would like some help'),
      choice('new', 'I have not done it before'),
    ],
  },
  {
    area: 'llnd',
    key: 'reading',
    text: 'How do you find reading safety procedures at work?',
    kind: 'choice',
    choices: [choice('easy', 'Easy'), choice('some-help', 'Fine with some help'), choice('hard', 'Hard')],
  },
  {
    area: 'llnd',
    key: 'pallets',
    text: 'Three pallets weigh 250 kg each. What do they weigh together?',
    kind: 'choice',
    choices: [choice('500', '500 kg'), choice('750', '750 kg'), choice('1000', '1,000 kg')],
  },
  {
    area: 'support',
    key: 'hours',
    text: 'How many hours a week can you study?',
    kind: 'number',
    unit: 'hours a week',
  },
];

const DIGITAL_HELP = 'A session with our learner support team to get you started on the online platform';
const LLN_HELP = 'Reading and numeracy support from our LLN adviser, built into your sessions';

const REVIEW: ReviewContent = {
  questions: QUESTIONS,
  outcomeRules: [
    {
      outcome: 'talk-first',
      rule: {
        mode: 'any',
        conditions: [
          { question: 'workplace', operator: 'oneOf', values: ['no'] },
          { question: 'hours', operator: 'lessThan', number: 3 },
        ],
      },
    },
    {
      outcome: 'talk-first',
      rule: {
        mode: 'all',
        conditions: [
          { question: 'reading', operator: 'oneOf', values: ['hard'] },
          { question: 'pallets', operator: 'noneOf', values: ['750'] },
        ],
      },
    },
    {
      outcome: 'suits-with-support',
      support: DIGITAL_HELP,
      rule: {
        mode: 'any',
        conditions: [
          { question: 'device', operator: 'oneOf', values: ['no'] },
          { question: 'online', operator: 'oneOf', values: ['some-help', 'new'] },
        ],
      },
    },
    {
      outcome: 'suits-with-support',
      support: LLN_HELP,
      rule: {
        mode: 'any',
        conditions: [
          { question: 'reading', operator: 'oneOf', values: ['some-help', 'hard'] },
          { question: 'pallets', operator: 'noneOf', values: ['750'] },
        ],
      },
    },
  ],
};

const READY: Record<string, string> = {
  workplace: 'yes',
  device: 'yes',
  online: 'confident',
  reading: 'easy',
  pallets: '750',
  hours: '8',
};

describe('the pre-training review: the advice the outcome rules give', () => {
  it.each<[string, Answers, string, string[]]>([
    ['ready in every way', {}, 'suits', []],
    ['new to online learning', { online: 'new' }, 'suits-with-support', [DIGITAL_HELP]],
    [
      'no computer at home and new to online learning: the support named once',
      { device: 'no', online: 'new' },
      'suits-with-support',
      [DIGITAL_HELP],
    ],
    ['reading with some help', { reading: 'some-help' }, 'suits-with-support', [LLN_HELP]],
    ['the numeracy task missed', { pallets: '500' }, 'suits-with-support', [LLN_HELP]],
    ['both supports', { online: 'some-help', reading: 'some-help' }, 'suits-with-support', [DIGITAL_HELP, LLN_HELP]],
    ['reading hard, the task right: support, not a talk', { reading: 'hard' }, 'suits-with-support', [LLN_HELP]],
    ['reading hard and the task missed (all of)', { reading: 'hard', pallets: '1000' }, 'talk-first', []],
    ['no workplace for the units (any of)', { workplace: 'no' }, 'talk-first', []],
    ['2 hours a week (fewer than 3)', { hours: '2' }, 'talk-first', []],
    ['3 hours a week', { hours: '3' }, 'suits', []],
    ['no workplace, and support needs: the talk comes first', { workplace: 'no', online: 'new' }, 'talk-first', []],
    ['a question the answers do not cover (added since)', { workplace: undefined }, 'talk-first', []],
  ])('%s', (_, change, outcome, supports) => {
    const advice = reviewAdvice(REVIEW, { ...READY, ...change });
    expect({ outcome: advice.outcome, supports: advice.supports }).toEqual({ outcome, supports });
  });

  it('heads the advice in words, and never refuses', () => {
    expect(reviewAdvice(REVIEW, READY).heading).toBe('This course suits you');
    expect(reviewAdvice(REVIEW, { ...READY, online: 'new' }).heading).toBe(
      'This course suits you, with the support we will arrange',
    );
    expect(reviewAdvice(REVIEW, { ...READY, workplace: 'no' }).heading).toBe("Let's talk first");
  });

  it('advises "suits" for a course whose review has no rules yet', () => {
    expect(reviewAdvice({ outcomeRules: [] }, {}).outcome).toBe('suits');
  });
});

describe('the review step: every question answered', () => {
  it('takes a complete answer, with support needs in the learner’s words', () => {
    expect(validateReview(QUESTIONS, { answers: READY, supportNeeds: 'I use a screen reader.' })).toEqual({});
  });

  it('puts each problem beside its question', () => {
    const errors = validateReview(QUESTIONS, {
      answers: { ...READY, workplace: '', online: 'sometimes', hours: '500' },
      supportNeeds: 'x'.repeat(SUPPORT_NEEDS_LIMIT + 1),
    });
    expect(errors).toEqual({
      'answers.workplace': REVIEW_MESSAGES.answer,
      'answers.online': REVIEW_MESSAGES.answer,
      'answers.hours': 'Enter a whole number from 0 to 120',
      supportNeeds: 'Support needs must be 1000 characters or fewer',
    });
  });
});

describe("the review's outcome rules as the Studio checks them", () => {
  it('finds nothing wrong with a sound review', () => {
    expect(reviewRuleProblems(REVIEW)).toEqual([]);
  });

  it('names a rule without conditions, a question that does not exist, an answer it does not take, and support unnamed', () => {
    const broken: ReviewContent = {
      questions: QUESTIONS,
      outcomeRules: [
        { outcome: 'talk-first', rule: { mode: 'all', conditions: [] } },
        {
          outcome: 'talk-first',
          rule: { mode: 'all', conditions: [{ question: 'goals', operator: 'oneOf', values: ['x'] }] },
        },
        {
          outcome: 'suits-with-support',
          support: ' ',
          rule: { mode: 'all', conditions: [{ question: 'online', operator: 'oneOf', values: ['unsure'] }] },
        },
      ],
    };
    expect(reviewRuleProblems(broken).map(({ path }) => path.join('.'))).toEqual([
      'outcomeRules.0.rule',
      'outcomeRules.1.rule.conditions.0.question',
      'outcomeRules.2.rule.conditions.0.question',
      'outcomeRules.2.support',
    ]);
  });
});

describe("a category's review as the Studio and the build check it", () => {
  const shared = QUESTIONS.slice(0, 2);
  const task: ReviewQuestion = {
    area: 'llnd',
    key: 'pallets',
    text: 'Three pallets weigh 250 kg each. What do they weigh together?',
    kind: 'choice',
    choices: [choice('500', '500 kg'), choice('750', '750 kg')],
  };

  it('takes rules on its own questions and on every course’s', () => {
    const rule = {
      mode: 'all' as const,
      conditions: [
        { question: 'pallets', operator: 'noneOf' as const, values: ['750'] },
        { question: 'device', operator: 'oneOf' as const, values: ['no'] },
      ],
    };
    expect(
      reviewDocumentProblems({ questions: [task], outcomeRules: [{ outcome: 'talk-first', rule }] }, shared),
    ).toEqual([]);
  });

  it('names a key every course’s review already has, a key the form cannot carry, and two answers with one value', () => {
    const problems = reviewDocumentProblems(
      {
        questions: [
          { ...task, key: 'device' },
          { ...task, key: 'Pallets2' },
          { ...task, choices: [choice('750', '750 kg'), choice('750', '1,000 kg')] },
        ],
        outcomeRules: [],
      },
      shared,
    );
    expect(problems.map(({ path }) => path.join('.'))).toEqual([
      'questions.0.key',
      'questions.1.key',
      'questions.2.choices',
    ]);
  });
});
