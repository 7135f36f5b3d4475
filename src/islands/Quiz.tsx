import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/icons/Icon';
import {
  QUIZ_QUESTION_COUNT,
  type QuizContactCard,
  type QuizOption,
  type QuizQuestion,
  type QuizUnit,
} from '../../contracts/quiz/model';
import { QUIZ_ADVANCE_DELAY_MS } from '../lib/quiz/timing';
import { recommend } from '../../contracts/quiz/recommend';
import { buttonClass } from '../lib/ui/buttons';

interface Props {
  questions: QuizQuestion[];
  /** The recommendable units, titled and linked from the course catalogue. */
  units: QuizUnit[];
  contactCard: QuizContactCard;
  contactHref: string;
}

const primaryButton = buttonClass('primary', 'md');
const secondaryButton = buttonClass('quiet', 'md');

export default function Quiz({ questions, units, contactCard, contactHref }: Props) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<QuizOption[]>([]);
  const [pending, setPending] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  // After a move, focus the new question (or the result) so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => {
      setAnswers((previous) => {
        const next = [...previous];
        next[step] = questions[step].options[pending];
        return next;
      });
      setPending(null);
      hasMoved.current = true;
      setStep(step + 1);
    }, QUIZ_ADVANCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, step, questions]);

  const goBack = () => {
    hasMoved.current = true;
    setPending(null);
    setStep((current) => Math.max(0, current - 1));
  };

  const startOver = () => {
    hasMoved.current = true;
    setAnswers([]);
    setPending(null);
    setStep(0);
  };

  const finished = step >= QUIZ_QUESTION_COUNT;

  return (
    <div className="rounded-2xl border border-mist-200 bg-white p-6 shadow-sm sm:p-10">
      {finished ? (
        <Result
          answers={answers}
          units={units}
          contactCard={contactCard}
          contactHref={contactHref}
          headingRef={headingRef}
          onStartOver={startOver}
        />
      ) : (
        <Question
          question={questions[step]}
          step={step}
          selected={pending ?? questions[step].options.indexOf(answers[step])}
          locked={pending !== null}
          headingRef={headingRef}
          onChoose={setPending}
          onBack={goBack}
        />
      )}
    </div>
  );
}

interface QuestionProps {
  question: QuizQuestion;
  step: number;
  selected: number;
  locked: boolean;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onChoose: (index: number) => void;
  onBack: () => void;
}

function Question({ question, step, selected, locked, headingRef, onChoose, onBack }: QuestionProps) {
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
          className="h-full rounded-full bg-teal-600 motion-safe:transition-[width] motion-safe:duration-300"
          style={{ width: `${(number / QUIZ_QUESTION_COUNT) * 100}%` }}
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

interface ResultProps {
  answers: QuizOption[];
  units: QuizUnit[];
  contactCard: QuizContactCard;
  contactHref: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onStartOver: () => void;
}

function Result({ answers, units, contactCard, contactHref, headingRef, onStartOver }: ResultProps) {
  const result = recommend(answers);
  const unit = (code: string) => units.find((entry) => entry.code === code);
  return (
    <div>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none sm:text-3xl">
        Here are our recommendations for you:
      </h2>
      <ul className="mt-6 grid gap-4">
        {result.kind === 'contact' ? (
          <RecommendationCard
            label="Next step"
            title={contactCard.title}
            benefit={contactCard.benefit}
            href={contactHref}
            action="Get in Touch"
            featured
          />
        ) : (
          [
            { label: 'Best match', code: result.bestMatch, featured: true },
            { label: 'Also consider', code: result.alsoConsider, featured: false },
          ].map(({ label, code, featured }) => {
            const entry = unit(code);
            return entry ? (
              <RecommendationCard
                key={code}
                label={label}
                code={entry.code}
                title={entry.title}
                benefit={entry.benefit}
                href={entry.href}
                action="View Course & Register"
                featured={featured}
              />
            ) : null;
          })
        )}
      </ul>
      <div className="mt-8">
        <button type="button" onClick={onStartOver} className={secondaryButton}>
          <Icon name="arrowLeft" className="size-4" />
          Start Over
        </button>
      </div>
    </div>
  );
}

interface CardProps {
  label: string;
  code?: string;
  title: string;
  benefit: string;
  href: string;
  action: string;
  featured: boolean;
}

function RecommendationCard({ label, code, title, benefit, href, action, featured }: CardProps) {
  return (
    <li
      className={`rounded-xl border p-6 ${featured ? 'border-teal-600 bg-teal-700/5 ring-1 ring-teal-600' : 'border-mist-200 bg-mist-50'}`}
    >
      <p
        className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ${
          featured ? 'bg-teal-700 text-white' : 'bg-navy-900/10 text-navy-900'
        }`}
      >
        {label}
      </p>
      <h3 className="mt-3 text-xl font-bold text-navy-900">
        {/* A real space, not only a margin, so the accessible name reads "TLIF0025 Follow…", not one word. */}
        {code && <span className="font-mono text-base font-semibold text-teal-700">{code} </span>}
        {title}
      </h3>
      <p className="mt-2 text-slate-700">{benefit}</p>
      <a href={href} className={`mt-5 ${featured ? primaryButton : secondaryButton}`}>
        {action}
        <Icon name="arrowRight" className="size-4" />
      </a>
    </li>
  );
}
