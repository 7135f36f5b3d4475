import { useRef, type SubmitEvent } from 'react';
import { Field, controlClass, describedBy } from '../components/forms/fields';
import { PriceResult } from '../components/funding/PriceResult';
import { QuestionField } from '../components/funding/QuestionField';
import { useFeeChecker } from '../components/funding/use-fee-checker';
import { applyHref, PRICE_PARAM, SECTION_STEPS } from '../../contracts/applications/apply-routes.ts';
import { answersToQuery, COURSE_PARAM } from '../../contracts/funding/answers.ts';
import type { PriceOutcome } from '../../contracts/funding/engine.ts';
import { resultSummary, type CheckerContent } from '../lib/funding/checker';
import { buttonClass } from '../lib/ui/buttons';

interface Props {
  content: CheckerContent;
  /** Prefix of the form's ids, unique on the page. */
  id: string;
  /** The heading the form is named by. */
  labelledBy: string;
  /** Where the form goes when no script answers it (`checkerFormTarget`): its answers hold no identity. */
  action: string;
}

/** "What will I pay?": the questions a course's programs need, then each price and whether it is the learner's. */
export default function FeeChecker({ content, id, labelledBy, action }: Props) {
  const fieldId = (key: string) => `${id}-${key}`;
  const form = useRef<HTMLFormElement>(null);
  const checker = useFeeChecker(content, fieldId, form);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    checker.submit();
  };
  const courseId = fieldId(COURSE_PARAM);
  // The fee checker's answers and the price travel under the checker's own names: nothing is asked twice.
  const applyHrefFor = (outcome: PriceOutcome) => {
    const course = checker.result?.course;
    if (!course?.applicationsOpen) return null;
    const price = new URLSearchParams({ [PRICE_PARAM]: outcome.name }).toString();
    return `${applyHref(course.code, SECTION_STEPS.course)}${answersToQuery(checker.answers, checker.questions, price)}`;
  };

  return (
    <div>
      <form
        ref={form}
        method="get"
        action={action}
        onSubmit={onSubmit}
        aria-labelledby={labelledBy}
        noValidate
        className="space-y-5"
      >
        {content.courses.length > 1 && (
          <Field id={courseId} label="Course" error={checker.errors[COURSE_PARAM]}>
            <select
              id={courseId}
              name={COURSE_PARAM}
              value={checker.courseCode}
              onChange={(event) => checker.chooseCourse(event.target.value)}
              className={controlClass(Boolean(checker.errors[COURSE_PARAM]))}
              {...describedBy(courseId, checker.errors[COURSE_PARAM])}
            >
              <option value="">Choose a course…</option>
              {content.courses.map((course) => (
                <option key={course.code} value={course.code}>
                  {course.code} {course.title}
                </option>
              ))}
            </select>
          </Field>
        )}
        {checker.questions.length > 0 && (
          <fieldset className="space-y-5">
            <legend className="text-base font-bold text-navy-900">About you</legend>
            <p className="text-sm text-slate-600">
              Answer what you can; a question left blank means we need to check that rule with you.
            </p>
            {checker.questions.map((question) => (
              <QuestionField
                key={question.key}
                question={question}
                id={fieldId(question.key)}
                value={checker.answers[question.key] ?? ''}
                error={checker.errors[question.key]}
                onChange={(value) => checker.answer(question.key, value)}
              />
            ))}
          </fieldset>
        )}
        <button type="submit" className={buttonClass('primary', 'md')}>
          Show what I pay
        </button>
      </form>
      <p aria-live="polite" className="mt-4 font-semibold text-navy-900">
        {checker.result ? resultSummary(checker.result.outcomes) : ''}
      </p>
      {checker.result && <PriceResult result={checker.result} headingId={`${id}-result`} applyHref={applyHrefFor} />}
    </div>
  );
}
