import type { QuizQuestion } from '../../../contracts/quiz/model';
import { CATALOGUE_PATH } from '../../../contracts/routes';

interface Props {
  questions: QuizQuestion[];
  contactHref: string;
}

const link = 'font-semibold text-teal-700 underline underline-offset-2';

/**
 * The quiz for a browser without JavaScript (global.css shows it only then): every question as a plain form to
 * think through, and the two ways to a recommendation that need no script, the catalogue and the training team.
 */
export function QuizWithoutScript({ questions, contactHref }: Props) {
  return (
    <div data-without-script>
      <p className="text-slate-700">
        Think through these five questions, then{' '}
        <a href={CATALOGUE_PATH} className={link}>
          browse the full catalogue
        </a>{' '}
        or{' '}
        <a href={contactHref} className={link}>
          get in touch
        </a>{' '}
        and we will recommend the right unit. With JavaScript on, this page recommends one for you.
      </p>
      <ol className="mt-6 space-y-6">
        {questions.map((question, number) => (
          <li key={question.question}>
            <fieldset>
              <legend className="text-lg font-bold text-navy-900">
                {number + 1}. {question.question}
              </legend>
              <div className="mt-3 grid gap-2">
                {question.options.map((option) => (
                  <label key={option.text} className="flex items-center gap-3 text-slate-800">
                    <input
                      type="radio"
                      name={`quiz-question-${number + 1}`}
                      className="size-5 shrink-0 accent-teal-700"
                    />
                    {option.text}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
    </div>
  );
}
