import { ANY_TIME, type CourseAnswers } from './answers.ts';
import type { FieldErrors } from './field-errors.ts';

/** What the course offers a learner to choose from, from its content. */
export interface CourseChoices {
  /** Its intakes' ids; empty for a course without fixed dates. */
  intakes: readonly string[];
  /** Whether a learner may start any time. */
  anyTime: boolean;
  deliveryModes: readonly string[];
  /** The states it is delivered in (QLD, NSW…). */
  states: readonly string[];
}

export const COURSE_MESSAGES = {
  intake: 'Select when you want to start',
  deliveryMode: 'Select how you want to study',
  state: 'Select the state you will study in',
} as const;

/** The "Your course" step's problems: each answer must be one the course offers. */
export function validateCourse(answers: CourseAnswers, choices: CourseChoices): FieldErrors {
  const errors: FieldErrors = {};
  const intakeOffered = choices.intakes.includes(answers.intake) || (choices.anyTime && answers.intake === ANY_TIME);
  if (!intakeOffered) errors.intake = COURSE_MESSAGES.intake;
  if (!choices.deliveryModes.includes(answers.deliveryMode)) errors.deliveryMode = COURSE_MESSAGES.deliveryMode;
  if (!choices.states.includes(answers.state)) errors.state = COURSE_MESSAGES.state;
  return errors;
}
