import { SECURE_LOADS_OPTION, type QuizCategory, type QuizOption } from './questions.ts';

export type QuizResult = { kind: 'contact' } | { kind: 'courses'; bestMatch: string; alsoConsider: string };

/** Tie order of spec section 4: the first of these among the top counts wins. */
const TIE_ORDER: QuizCategory[] = ['CoR', 'Fatigue', 'Cargo', 'WHS'];

/** The category the first three answers point to most; WHS when none does. */
export function winningCategory(answers: QuizOption[]): QuizCategory {
  const counts = new Map<QuizCategory, number>();
  for (const { category } of answers.slice(0, 3)) {
    if ((TIE_ORDER as string[]).includes(category))
      counts.set(category as QuizCategory, (counts.get(category as QuizCategory) ?? 0) + 1);
  }
  const top = Math.max(0, ...counts.values());
  return top === 0 ? 'WHS' : (TIE_ORDER.find((category) => counts.get(category) === top) as QuizCategory);
}

function unitFor(category: QuizCategory, answers: QuizOption[]): string {
  const isSupervisor = answers[3]?.category === 'supervisor';
  switch (category) {
    case 'Fatigue':
      return isSupervisor ? 'TLIF0006' : 'TLIF0005';
    case 'CoR':
      return isSupervisor ? 'TLIF0080' : 'TLIF0009';
    case 'Cargo':
      return answers[1]?.text === SECURE_LOADS_OPTION ? 'TLIA1001' : 'TLID0015';
    case 'WHS':
      return 'TLIF0025';
  }
}

/** The recommendation rule of spec section 4, over the five answers in order. */
export function recommend(answers: QuizOption[]): QuizResult {
  if (answers[4]?.category === 'Contact') return { kind: 'contact' };
  const bestMatch = unitFor(winningCategory(answers), answers);
  return { kind: 'courses', bestMatch, alsoConsider: bestMatch === 'TLIF0009' ? 'TLIF0080' : 'TLIF0009' };
}
