import {
  QUIZ_QUESTION_CATEGORIES,
  QUIZ_ROLES,
  QUIZ_START_CONTACT,
  QUIZ_TOPICS,
  SECURE_LOADS_QUESTION,
  type QuizOptionCategory,
} from './model.ts';
import { RECOMMENDABLE_UNITS } from './recommend.ts';

/**
 * What the recommendation rule needs of the quiz document, checked in one place for the Studio
 * (before publishing) and the build (second line).
 */

export interface QuizDraft {
  questions?: Array<{ options?: Array<{ category?: string | null; securesLoads?: boolean | null }> | null }> | null;
  /** The recommendable units, each as its course reference resolves (null when it does not). */
  units?: Array<{ code?: string | null; hasDetailPage?: boolean | null } | null> | null;
}

export interface QuizProblem {
  path: Array<string | number>;
  message: string;
}

const QUESTION_COUNT = QUIZ_QUESTION_CATEGORIES.length;
const ordinal = (index: number) => `question ${index + 1}`;

function questionProblems(questions: NonNullable<QuizDraft['questions']>): QuizProblem[] {
  if (questions.length !== QUESTION_COUNT)
    return [{ path: ['questions'], message: `The quiz has exactly ${QUESTION_COUNT} questions` }];
  return questions.flatMap((question, index) => {
    const options = question.options ?? [];
    const allowed = QUIZ_QUESTION_CATEGORIES[index] as readonly string[];
    const offered = new Set(options.map((option) => option.category));
    const problems: QuizProblem[] = [];
    options.forEach((option, optionIndex) => {
      if (!option.category || !allowed.includes(option.category))
        problems.push({
          path: ['questions', index, 'options', optionIndex, 'category'],
          message: `Options of ${ordinal(index)} point to one of: ${allowed.join(', ')}`,
        });
      if (option.securesLoads && (index !== SECURE_LOADS_QUESTION || option.category !== 'Cargo'))
        problems.push({
          path: ['questions', index, 'options', optionIndex, 'securesLoads'],
          message: `Only a Cargo option of ${ordinal(SECURE_LOADS_QUESTION)} can be the secure-loads option`,
        });
    });
    const needed: readonly QuizOptionCategory[] =
      index < 3 ? QUIZ_TOPICS : index === 3 ? QUIZ_ROLES : [QUIZ_START_CONTACT];
    const missing = needed.filter((category) => !offered.has(category));
    if (missing.length)
      problems.push({
        path: ['questions', index, 'options'],
        message: `${ordinal(index)} must offer an option for each of: ${missing.join(', ')} (the recommendation needs them)`,
      });
    if (index === SECURE_LOADS_QUESTION && !options.some((option) => option.securesLoads))
      problems.push({
        path: ['questions', index, 'options'],
        message: `${ordinal(index)} needs its secure-loads option (a Cargo option with "Secure loads" on)`,
      });
    return problems;
  });
}

function unitProblems(units: NonNullable<QuizDraft['units']>): QuizProblem[] {
  const problems: QuizProblem[] = [];
  units.forEach((unit, index) => {
    if (unit && unit.hasDetailPage !== true)
      problems.push({
        path: ['units', index, 'course', 'hasDetailPage'],
        message: `${unit.code ?? 'This course'} has no course page ("Has a course page" is off), so the quiz cannot link to it`,
      });
  });
  const codes = new Set(units.map((unit) => unit?.code));
  const missing = RECOMMENDABLE_UNITS.filter((code) => !codes.has(code));
  if (missing.length)
    problems.push({
      path: ['units'],
      message: `The quiz can recommend ${missing.join(', ')}: add each with its benefit line`,
    });
  return problems;
}

/** Every reason the recommendation rule could not run on this quiz; empty when it can. */
export const quizProblems = (quiz: QuizDraft): QuizProblem[] => [
  ...questionProblems(quiz.questions ?? []),
  ...unitProblems(quiz.units ?? []),
];
