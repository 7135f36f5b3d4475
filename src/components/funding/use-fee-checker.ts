import { useLayoutEffect, useState, type RefObject } from 'react';
import { answerProblem, answersToQuery, COURSE_PARAM } from '../../../contracts/funding/answers.ts';
import { neededQuestions, priceOutcomes, type PriceOutcome } from '../../../contracts/funding/engine.ts';
import {
  ANSWERS_STORAGE_KEY,
  answersToStore,
  startingAnswers,
  type CheckerContent,
  type CheckerCourse,
} from '../../lib/funding/checker';
import { useTypedBeforeHydration } from '../forms/use-typed-before-hydration';

export interface CheckerResult {
  course: CheckerCourse;
  outcomes: PriceOutcome[];
}

const readStorage = () => {
  try {
    return window.sessionStorage.getItem(ANSWERS_STORAGE_KEY);
  } catch {
    return null;
  }
};
const writeStorage = (value: string) => {
  try {
    window.sessionStorage.setItem(ANSWERS_STORAGE_KEY, value);
  } catch {
    // Storage may be off (private windows): the URL still holds the answers.
  }
};

interface CheckerState {
  courseCode: string;
  answers: Record<string, string>;
  errors: Record<string, string>;
  result: CheckerResult | null;
}

const withoutKey = (errors: Record<string, string>, key: string) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== key));

/**
 * The fee checker's state: the course, the answers (from the URL, this visit and what `form` held before it
 * hydrated), their errors and the result.
 */
export function useFeeChecker(
  content: CheckerContent,
  fieldId: (key: string) => string,
  form: RefObject<HTMLFormElement | null>,
) {
  const single = content.courses.length === 1 ? content.courses[0].code : '';
  const [state, setState] = useState<CheckerState>({
    courseCode: single,
    answers: {},
    errors: {},
    result: null,
  });

  const courseOf = (code: string) => content.courses.find((course) => course.code === code);
  const outcomesOf = (course: CheckerCourse, given: Record<string, string>) =>
    priceOutcomes(given, course, content.programs, content.questions);

  // A shared or reloaded link shows its result straight away; answers from another page only fill the form. Read
  // before the answers given before hydration (below) are taken over them.
  useLayoutEffect(() => {
    const search = window.location.search;
    const { answers, fromUrl } = startingAnswers(search, readStorage(), content.questions);
    const code = single || (new URLSearchParams(search).get(COURSE_PARAM) ?? '');
    const course = content.courses.find((candidate) => candidate.code === code);
    const result =
      course && fromUrl
        ? { course, outcomes: priceOutcomes(answers, course, content.programs, content.questions) }
        : null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first render must match the build's HTML; the URL and storage are read after hydration
    setState((current) => ({
      ...current,
      answers,
      courseCode: course ? code : current.courseCode,
      result,
    }));
  }, [content, single]);

  const course = courseOf(state.courseCode);
  const questions = course ? neededQuestions(course.fundingOptions, content.programs, content.questions) : [];

  const answer = (key: string, value: string) =>
    setState((current) => ({
      ...current,
      answers: { ...current.answers, [key]: value },
      errors: withoutKey(current.errors, key),
    }));

  const chooseCourse = (code: string) =>
    setState((current) => ({ ...current, courseCode: code, errors: withoutKey(current.errors, COURSE_PARAM) }));

  useTypedBeforeHydration(form, (control) => {
    if (control.name === COURSE_PARAM) chooseCourse(control.value);
    else if (control.kind === 'value' || control.checked) answer(control.name, control.value);
  });

  const submit = () => {
    const errors: Record<string, string> = {};
    if (!course) errors[COURSE_PARAM] = 'Choose a course';
    for (const question of questions) {
      const value = state.answers[question.key]?.trim() ?? '';
      const problem = value === '' ? null : answerProblem(question, value);
      if (problem) errors[question.key] = problem;
    }
    const first = Object.keys(errors)[0];
    if (first || !course) {
      setState((current) => ({ ...current, errors }));
      document.getElementById(fieldId(first ?? COURSE_PARAM))?.focus();
      return;
    }
    const given = Object.fromEntries(
      questions.flatMap((question) => {
        const value = state.answers[question.key]?.trim();
        return value ? [[question.key, value]] : [];
      }),
    );
    const params = new URLSearchParams(answersToQuery(given, content.questions, window.location.search));
    if (!single) params.set(COURSE_PARAM, course.code);
    const query = params.toString();
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
    );
    writeStorage(answersToStore(readStorage(), given));
    setState((current) => ({ ...current, errors, result: { course, outcomes: outcomesOf(course, given) } }));
  };

  return { ...state, course, questions, answer, chooseCourse, submit };
}
