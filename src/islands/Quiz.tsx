import { useEffect, useRef, useState } from 'react';
import { QuizQuestion } from '../components/quiz/QuizQuestion';
import { QuizResult } from '../components/quiz/QuizResult';
import { QuizWithoutScript } from '../components/quiz/QuizWithoutScript';
import {
  QUIZ_QUESTION_COUNT,
  type QuizContactCard,
  type QuizOption,
  type QuizQuestion as Question,
  type QuizUnit,
} from '../../contracts/quiz/model';
import { QUIZ_ADVANCE_DELAY_MS } from '../lib/quiz/timing';

interface Props {
  questions: Question[];
  /** The recommendable units, titled and linked from the course catalogue. */
  units: QuizUnit[];
  contactCard: QuizContactCard;
  contactHref: string;
}

/** The course-finder quiz (spec 2.7): five questions one at a time, then the recommendation. */
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
      <QuizWithoutScript questions={questions} contactHref={contactHref} />
      <div data-needs-script>
        {finished ? (
          <QuizResult
            answers={answers}
            units={units}
            contactCard={contactCard}
            contactHref={contactHref}
            headingRef={headingRef}
            onStartOver={startOver}
          />
        ) : (
          <QuizQuestion
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
    </div>
  );
}
