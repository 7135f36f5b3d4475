import type { RefObject } from 'react';
import { Icon } from '../icons/Icon';
import { QUIZ_QUESTION_COUNT, type QuizQuestion as Question } from '../../../contracts/quiz/model';
import { buttonClass } from '../../lib/ui/buttons';

const secondaryButton = buttonClass('quiet', 'md');

/**
 * The bar's filled share after each question, as whole class names: a page's policy refuses style attributes, and
 * Tailwind makes only the classes it finds written out. A change to the number of questions fails the type check here.
 */
const PROGRESS_WIDTHS = ['w-1/5', 'w-2/5', 'w-3/5', 'w-4/5', 'w-full'] as const satisfies {
  length: typeof QUIZ_QUESTION_COUNT;
};

/** One question of the quiz: progress, the options (the chosen one pressed) and Back. */
interface Props {
  question: Question;
  step: number;
  selected: number;
  locked: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChoose: (index: number) => void;
  onBack: () => void;
}

export function QuizQuestion({ question, step, selected, locked, headingRef, onChoose, onBack }: Props) {
  const number = step + 1;
  const headingId = `quiz-question-${number}`;
  return (
    <div>
      <div className="flex items-center justify-between gap-4 text-sm font-medium text-slate-600">
        <p>
          Question {number} of {QUIZ_QUESTION_COUNT}
        </p>
        <p aria-hidden="true">{Math.round((number / QUIZ_QUESTION_COUNT) * 100)}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={QUIZ_QUESTION_COUNT}
        aria-valuenow={number}
        aria-valuetext={`Question ${number} of ${QUIZ_QUESTION_COUNT}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-mist-200"
      >
        <div
          className={`h-full rounded-full bg-teal-600 motion-safe:transition-[width] motion-safe:duration-300 ${PROGRESS_WIDTHS[step]}`}
        />
      </div>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-8 text-2xl font-bold text-navy-900 outline-none sm:text-3xl"
      >
        {question.question}
      </h2>
      <div role="group" aria-labelledby={headingId} className="mt-6 grid gap-3">
        {question.options.map((option, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={option.text}
              type="button"
              aria-pressed={isSelected}
              disabled={locked && !isSelected}
              onClick={() => locked || onChoose(index)}
              className={`flex w-full items-center justify-between gap-4 rounded-xl border-2 px-5 py-4 text-left font-medium transition-colors disabled:cursor-default ${
                isSelected
                  ? 'border-teal-600 bg-teal-700 text-white'
                  : 'border-mist-200 bg-mist-50 text-navy-900 hover:border-teal-500 hover:bg-white'
              }`}
            >
              <span>{option.text}</span>
              <Icon name={isSelected ? 'checkCircle' : 'chevronRight'} className="size-5 shrink-0" />
            </button>
          );
        })}
      </div>
      <div className="mt-8">
        <button type="button" onClick={onBack} disabled={step === 0} className={secondaryButton}>
          <Icon name="arrowLeft" className="size-4" />
          Back
        </button>
      </div>
    </div>
  );
}
