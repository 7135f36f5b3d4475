/**
 * The course-finder quiz's shape (spec section 4). Its words live in the CMS (the "quiz" document);
 * what an option may mean is fixed here, because the recommendation rule reads it.
 */

export const QUIZ_QUESTION_COUNT = 5;

/** The topic categories of questions 1–3, in the spec's tie order. */
export const QUIZ_TOPICS = ['CoR', 'Fatigue', 'Cargo', 'WHS'] as const;
export type QuizCategory = (typeof QUIZ_TOPICS)[number];

/** The role markers of question 4. */
export const QUIZ_ROLES = ['driver', 'loader', 'supervisor', 'general'] as const;

/** Question 5: any way of starting leads to a unit, except asking to talk first. */
export const QUIZ_START_ANY = 'Any';
export const QUIZ_START_CONTACT = 'Contact';

export const QUIZ_OPTION_CATEGORIES = [...QUIZ_TOPICS, ...QUIZ_ROLES, QUIZ_START_ANY, QUIZ_START_CONTACT] as const;
export type QuizOptionCategory = (typeof QUIZ_OPTION_CATEGORIES)[number];

/** Which categories each of the five questions may offer, by position. */
export const QUIZ_QUESTION_CATEGORIES: ReadonlyArray<readonly QuizOptionCategory[]> = [
  QUIZ_TOPICS,
  QUIZ_TOPICS,
  QUIZ_TOPICS,
  QUIZ_ROLES,
  [QUIZ_START_ANY, QUIZ_START_CONTACT],
];

/** The question (0-based) whose Cargo option can mark "secure loads", pointing a Cargo result at TLIA1001. */
export const SECURE_LOADS_QUESTION = 1;

export interface QuizOption {
  text: string;
  category: QuizOptionCategory;
  /** Question 2's secure-loads option (spec: "Ensuring loads are secure and safe"). */
  securesLoads: boolean;
}

export interface QuizQuestion {
  question: string;
  options: QuizOption[];
}

/** A unit the quiz can recommend, with why it suits the person who gets it. */
export interface QuizUnit {
  code: string;
  title: string;
  href: string;
  benefit: string;
}

/** The result shown instead of a unit when the visitor would rather talk to the team first. */
export interface QuizContactCard {
  title: string;
  benefit: string;
}
