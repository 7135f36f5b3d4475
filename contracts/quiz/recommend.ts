import { QUIZ_START_CONTACT, QUIZ_TOPICS, SECURE_LOADS_QUESTION, type QuizCategory, type QuizOption } from './model.ts';

export type QuizResult = { kind: 'contact' } | { kind: 'courses'; bestMatch: string; alsoConsider: string };

/** Tie order of spec section 4: the first of these among the top counts wins. */
const TIE_ORDER: readonly QuizCategory[] = QUIZ_TOPICS;

/** Every unit the rule below can recommend: the quiz document must offer each one, with a course page. */
export const RECOMMENDABLE_UNITS = ['TLIF0005', 'TLIF0006', 'TLIF0009', 'TLIF0080', 'TLIA1001', 'TLID0015', 'TLIF0025'];

type Answer = Pick<QuizOption, 'category' | 'securesLoads'>;

/** The category the first three answers point to most; WHS when none does. */
export function winningCategory(answers: Answer[]): QuizCategory {
  const counts = new Map<QuizCategory, number>();
  for (const { category } of answers.slice(0, 3)) {
    if ((TIE_ORDER as readonly string[]).includes(category))
      counts.set(category as QuizCategory, (counts.get(category as QuizCategory) ?? 0) + 1);
  }
  const top = Math.max(0, ...counts.values());
  return top === 0 ? 'WHS' : (TIE_ORDER.find((category) => counts.get(category) === top) as QuizCategory);
}

function unitFor(category: QuizCategory, answers: Answer[]): string {
  const isSupervisor = answers[3]?.category === 'supervisor';
  switch (category) {
    case 'Fatigue':
      return isSupervisor ? 'TLIF0006' : 'TLIF0005';
    case 'CoR':
      return isSupervisor ? 'TLIF0080' : 'TLIF0009';
    case 'Cargo':
      return answers[SECURE_LOADS_QUESTION]?.securesLoads ? 'TLIA1001' : 'TLID0015';
    case 'WHS':
      return 'TLIF0025';
  }
}

/** The recommendation rule of spec section 4, over the five answers in order. */
export function recommend(answers: Answer[]): QuizResult {
  if (answers[4]?.category === QUIZ_START_CONTACT) return { kind: 'contact' };
  const bestMatch = unitFor(winningCategory(answers), answers);
  return { kind: 'courses', bestMatch, alsoConsider: bestMatch === 'TLIF0009' ? 'TLIF0080' : 'TLIF0009' };
}
