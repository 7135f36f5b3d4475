import { describe, expect, it } from 'vitest';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';
import { type QuizOption, QUIZ_QUESTION_COUNT } from '../../contracts/quiz/model.ts';
import { recommend } from '../../contracts/quiz/recommend.ts';

// The quiz as the site builds it: the seed's quiz document, through the content loader.
const [quiz] = await loadCollection(createLocalBackend(DEFAULT_DATASET_FILE), 'quiz');
const QUIZ_QUESTIONS = quiz.questions;
const benefitOf = (code: string) => quiz.units.find((unit) => unit.course?.code === code)?.benefit;

/**
 * An independent reading of spec section 4, written as tables rather than as the module's
 * counting loop: for each category, the unit per (role, second answer).
 */
const SPEC_UNIT: Record<string, (role: string, second: string) => string> = {
  Fatigue: (role) => (role === 'supervisor' ? 'TLIF0006' : 'TLIF0005'),
  CoR: (role) => (role === 'supervisor' ? 'TLIF0080' : 'TLIF0009'),
  Cargo: (_role, second) => (second === 'Ensuring loads are secure and safe' ? 'TLIA1001' : 'TLID0015'),
  WHS: () => 'TLIF0025',
};

function expected(answers: QuizOption[]) {
  if (answers[4].category === 'Contact') return { kind: 'contact' };
  const first3 = answers.slice(0, 3).map((answer) => answer.category);
  const ranked = ['CoR', 'Fatigue', 'Cargo', 'WHS']
    .map((category, tieRank) => ({ category, tieRank, count: first3.filter((c) => c === category).length }))
    .sort((a, b) => b.count - a.count || a.tieRank - b.tieRank);
  const winner = ranked[0].count > 0 ? ranked[0].category : 'WHS';
  const bestMatch = SPEC_UNIT[winner](answers[3].category, answers[1].text);
  return { kind: 'courses', bestMatch, alsoConsider: bestMatch === 'TLIF0009' ? 'TLIF0080' : 'TLIF0009' };
}

function* everyAnswerCombination(index = 0, chosen: QuizOption[] = []): Generator<QuizOption[]> {
  if (index === QUIZ_QUESTIONS.length) {
    yield chosen;
    return;
  }
  for (const option of QUIZ_QUESTIONS[index].options) yield* everyAnswerCombination(index + 1, [...chosen, option]);
}

const option = (question: number, category: string) =>
  QUIZ_QUESTIONS[question].options.find((o) => o.category === category) as QuizOption;

describe('quiz recommendation', () => {
  it('has five questions', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(QUIZ_QUESTION_COUNT);
  });

  it('matches the spec for every combination of the shipped answers', () => {
    let combinations = 0;
    for (const answers of everyAnswerCombination()) {
      expect(recommend(answers), answers.map((a) => a.text).join(' / ')).toEqual(expected(answers));
      combinations++;
    }
    expect(combinations).toBe(QUIZ_QUESTIONS.reduce((product, q) => product * q.options.length, 1));
  });

  it('has a benefit for every unit it can recommend', () => {
    for (const answers of everyAnswerCombination()) {
      const result = recommend(answers);
      if (result.kind === 'courses') {
        expect(benefitOf(result.bestMatch)).toBeTruthy();
        expect(benefitOf(result.alsoConsider)).toBeTruthy();
      }
    }
  });

  it.each([
    [
      'a three-way tie goes to CoR first',
      ['Fatigue', 'Cargo', 'CoR'],
      'driver',
      { bestMatch: 'TLIF0009', alsoConsider: 'TLIF0080' },
    ],
    [
      'Fatigue beats Cargo and WHS in a tie',
      ['Fatigue', 'Cargo', 'WHS'],
      'driver',
      { bestMatch: 'TLIF0005', alsoConsider: 'TLIF0009' },
    ],
    [
      'a supervisor with fatigue answers gets TLIF0006',
      ['Fatigue', 'Fatigue', 'WHS'],
      'supervisor',
      { bestMatch: 'TLIF0006' },
    ],
    [
      'a supervisor with CoR answers gets TLIF0080, also TLIF0009',
      ['CoR', 'CoR', 'WHS'],
      'supervisor',
      { bestMatch: 'TLIF0080', alsoConsider: 'TLIF0009' },
    ],
    ['two WHS answers give TLIF0025', ['WHS', 'CoR', 'WHS'], 'general', { bestMatch: 'TLIF0025' }],
    ['Cargo with secure loads gives TLIA1001', ['Cargo', 'Cargo', 'WHS'], 'loader', { bestMatch: 'TLIA1001' }],
    ['Cargo without secure loads gives TLID0015', ['Cargo', 'WHS', 'Cargo'], 'loader', { bestMatch: 'TLID0015' }],
  ])('%s', (_name, firstThree, role, result) => {
    const answers = [
      ...firstThree.map((category, index) => option(index, category)),
      option(3, role),
      option(4, 'Any'),
    ];
    expect(recommend(answers)).toMatchObject({ kind: 'courses', ...result });
  });

  it('answers WHS when no answer counts', () => {
    const neutral = { text: 'Not sure', category: 'Any', securesLoads: false } as const;
    expect(recommend([neutral, neutral, neutral, option(3, 'driver'), option(4, 'Any')])).toMatchObject({
      bestMatch: 'TLIF0025',
    });
  });

  it('gives only the contact card when the fifth answer asks to speak with the team', () => {
    const answers = [
      option(0, 'CoR'),
      option(1, 'CoR'),
      option(2, 'CoR'),
      option(3, 'supervisor'),
      option(4, 'Contact'),
    ];
    expect(recommend(answers)).toEqual({ kind: 'contact' });
  });
});
