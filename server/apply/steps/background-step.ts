import type { BackgroundAnswers } from '../../../contracts/applications/answers.ts';
import { validateBackground } from '../../../contracts/applications/validate-background.ts';
import { COUNTRY } from '../../../contracts/avetmiss/codes/country.ts';
import { DISABILITY_TYPE } from '../../../contracts/avetmiss/codes/disability-type.ts';
import { FLAG } from '../../../contracts/avetmiss/codes/flag.ts';
import { HIGHEST_SCHOOL_LEVEL } from '../../../contracts/avetmiss/codes/highest-school-level.ts';
import { INDIGENOUS_STATUS } from '../../../contracts/avetmiss/codes/indigenous-status.ts';
import { LABOUR_FORCE_STATUS } from '../../../contracts/avetmiss/codes/labour-force-status.ts';
import { LANGUAGE } from '../../../contracts/avetmiss/codes/language.ts';
import { findCode, type CodeList } from '../../../contracts/avetmiss/codes/model.ts';
import { PRIOR_EDUCATIONAL_ACHIEVEMENT } from '../../../contracts/avetmiss/codes/prior-educational-achievement.ts';
import { STUDY_REASON } from '../../../contracts/avetmiss/codes/study-reason.ts';
import type { FieldErrors } from '../../../contracts/applications/field-errors.ts';
import { choices, select } from '../fields-html.ts';
import { field, type Step } from './step.ts';

const listChoices = (list: CodeList) => list.codes.map((code) => ({ value: code.code, label: code.label }));
const labelIn = (list: CodeList, code: string) => findCode(list, code)?.label ?? code;

/** Each question of the step: its field, its words and its code list. */
const QUESTIONS = [
  ['countryOfBirth', 'In which country were you born?', COUNTRY, 'select'],
  ['otherLanguage', 'Do you speak a language other than English at home?', FLAG, 'radio'],
  ['language', 'If so, which language?', LANGUAGE, 'select'],
  ['indigenousStatus', 'Are you of Aboriginal or Torres Strait Islander origin?', INDIGENOUS_STATUS, 'radio'],
  ['disability', 'Do you have a disability, impairment or long-term condition?', FLAG, 'radio'],
  ['disabilityTypes', 'If so, which kinds? Select all that apply', DISABILITY_TYPE, 'checkbox'],
  ['highestSchoolLevel', 'What is the highest school level you have completed?', HIGHEST_SCHOOL_LEVEL, 'select'],
  ['atSchool', 'Are you still at secondary school?', FLAG, 'radio'],
  ['priorEducation', 'Have you completed any qualification?', FLAG, 'radio'],
  ['priorAchievements', 'If so, which kinds? Select all that apply', PRIOR_EDUCATIONAL_ACHIEVEMENT, 'checkbox'],
  ['labourForceStatus', 'Which best describes your employment?', LABOUR_FORCE_STATUS, 'select'],
  ['studyReason', 'What is your main reason for this course?', STUDY_REASON, 'select'],
] as const satisfies readonly (readonly [keyof BackgroundAnswers, string, CodeList, string])[];

function question(
  [name, label, list, kind]: (typeof QUESTIONS)[number],
  answers: BackgroundAnswers | undefined,
  errors: FieldErrors,
): string {
  const value = answers?.[name];
  const chosen = Array.isArray(value) ? value : [value ?? ''];
  if (kind === 'select') return select({ name, label, errors }, chosen[0], listChoices(list));
  return choices({ name, label, errors }, chosen, listChoices(list), kind);
}

/** "Your background": the National VET Data collection's questions, each with its code list and "Not stated". */
export const backgroundStep: Step<'background'> = {
  section: 'background',
  heading: 'Your background',
  read: (form): BackgroundAnswers => ({
    countryOfBirth: field(form, 'countryOfBirth'),
    otherLanguage: field(form, 'otherLanguage'),
    ...(field(form, 'otherLanguage') === 'Y' ? { language: field(form, 'language') } : {}),
    indigenousStatus: field(form, 'indigenousStatus'),
    disability: field(form, 'disability'),
    disabilityTypes: field(form, 'disability') === 'Y' ? form.getAll('disabilityTypes') : [],
    highestSchoolLevel: field(form, 'highestSchoolLevel'),
    atSchool: field(form, 'atSchool'),
    priorEducation: field(form, 'priorEducation'),
    priorAchievements: field(form, 'priorEducation') === 'Y' ? form.getAll('priorAchievements') : [],
    labourForceStatus: field(form, 'labourForceStatus'),
    studyReason: field(form, 'studyReason'),
  }),
  validate: validateBackground,
  fields: (answers, errors) =>
    '<p class="mt-2 text-slate-700">Every training provider asks these questions for the National VET Data collection. Choose "Not stated" for any you would rather not answer.</p>' +
    QUESTIONS.map((entry) => question(entry, answers, errors)).join(''),
  summary: (answers) =>
    QUESTIONS.flatMap(([name, label, list]) => {
      const value = answers[name];
      if (value === undefined || (Array.isArray(value) && value.length === 0)) return [];
      const words = Array.isArray(value) ? value.map((code) => labelIn(list, code)).join(', ') : labelIn(list, value);
      return [{ key: label, value: words }];
    }),
};
