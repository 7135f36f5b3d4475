import type { ApplicationAnswers } from '../../../contracts/applications/answers.ts';
import { SECTIONS, type SectionKey } from '../../../contracts/applications/sections.ts';
import { aboutYouStep } from './about-you-step.ts';
import { backgroundStep } from './background-step.ts';
import { courseStep } from './course-step.ts';
import { declarationStep } from './declaration-step.ts';
import { fundingStep } from './funding-step.ts';
import { reviewStep } from './review-step.ts';
import type { Step, StepContext } from './step.ts';
import { usiStep } from './usi-step.ts';

/** Every section's question page, by its key. */
export const STEPS: { [K in SectionKey]: Step<K> } = {
  course: courseStep,
  funding: fundingStep,
  aboutYou: aboutYouStep,
  usi: usiStep,
  background: backgroundStep,
  review: reviewStep,
  declaration: declarationStep,
};

/** A section is complete when it has answers its check takes: the course's content may have changed since. */
export const isComplete = (key: SectionKey, answers: ApplicationAnswers, context: StepContext) => {
  const given = answers[key];
  const step = STEPS[key] as Step<SectionKey>;
  return given !== undefined && Object.keys(step.validate(given, context)).length === 0;
};

/** The first section still to answer, or null when every one is complete. */
export const nextIncomplete = (answers: ApplicationAnswers, context: StepContext): SectionKey | null =>
  SECTIONS.find((section) => !isComplete(section.key, answers, context))?.key ?? null;
