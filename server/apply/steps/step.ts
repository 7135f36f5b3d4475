import type { AgreedContent } from '../../../contracts/applications/agreed-content.ts';
import type { ApplicationAnswers } from '../../../contracts/applications/answers.ts';
import type { ApplyCourse, ApplyData } from '../../../contracts/applications/apply-routes.ts';
import type { FieldErrors } from '../../../contracts/applications/field-errors.ts';
import type { SectionKey } from '../../../contracts/applications/sections.ts';

/** What a step knows besides its own answers: the course, the build's data, the other sections, and the time. */
export interface StepContext {
  course: ApplyCourse;
  data: ApplyData;
  answers: ApplicationAnswers;
  /** The review, privacy notice and declarations this application asks: its own versions, or today's for a new one. */
  agreed: AgreedContent;
  /** The day of applying, YYYY-MM-DD, and the moment (ISO): when the learner agreed to a notice. */
  today: string;
  now: string;
}

/** A row of "Check your answers": the question, and the answer in words. */
export interface SummaryRow {
  key: string;
  value: string;
}

/**
 * One question page: its heading, its answers read from a post exactly as typed, the contract's check of them,
 * its fields filled in with what was typed and each error beside its field, and its rows on "Check your answers".
 */
export interface Step<K extends SectionKey> {
  section: K;
  heading: string;
  read(form: URLSearchParams, context: StepContext): NonNullable<ApplicationAnswers[K]>;
  validate(answers: NonNullable<ApplicationAnswers[K]>, context: StepContext): FieldErrors;
  fields(answers: ApplicationAnswers[K] | undefined, errors: FieldErrors, context: StepContext): string;
  summary(answers: NonNullable<ApplicationAnswers[K]>, context: StepContext): SummaryRow[];
}

/** A posted field as typed ("" when absent). */
export const field = (form: URLSearchParams, name: string) => form.get(name) ?? '';
