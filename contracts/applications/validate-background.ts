import { COUNTRY } from '../avetmiss/codes/country.ts';
import { DISABILITY_TYPE } from '../avetmiss/codes/disability-type.ts';
import { FLAG } from '../avetmiss/codes/flag.ts';
import { HIGHEST_SCHOOL_LEVEL } from '../avetmiss/codes/highest-school-level.ts';
import { INDIGENOUS_STATUS } from '../avetmiss/codes/indigenous-status.ts';
import { LABOUR_FORCE_STATUS } from '../avetmiss/codes/labour-force-status.ts';
import { LANGUAGE } from '../avetmiss/codes/language.ts';
import { isCodeIn, type CodeList } from '../avetmiss/codes/model.ts';
import { PRIOR_EDUCATIONAL_ACHIEVEMENT } from '../avetmiss/codes/prior-educational-achievement.ts';
import { STUDY_REASON } from '../avetmiss/codes/study-reason.ts';
import type { BackgroundAnswers } from './answers.ts';
import type { FieldErrors } from './field-errors.ts';

/** The ASCL code of a learner who speaks only English at home. */
export const ENGLISH = '1201';
const YES = 'Y';
const DID_NOT_GO_TO_SCHOOL = '02';

export const BACKGROUND_MESSAGES = {
  countryOfBirth: 'Select the country you were born in, or Not stated',
  otherLanguage: 'Tell us whether you speak a language other than English at home, or choose Not stated',
  language: 'Select the language you speak at home',
  languageIsEnglish: 'Choose No above if you speak only English at home',
  indigenousStatus: 'Tell us whether you are of Aboriginal or Torres Strait Islander origin, or choose Not stated',
  disability: 'Tell us whether you have a disability, impairment or long-term condition, or choose Not stated',
  disabilityTypes: 'Select each kind of disability, impairment or long-term condition you have, or Other',
  highestSchoolLevel: 'Select the highest school level you have completed, or Not stated',
  atSchool: 'Tell us whether you are still at secondary school, or choose Not stated',
  atSchoolWithoutSchool: 'You said you did not go to school: check this answer or that one',
  priorEducation: 'Tell us whether you have completed any qualification, or choose Not stated',
  priorAchievements: 'Select each kind of qualification you have completed',
  labourForceStatus: 'Select your employment status, or Not stated',
  studyReason: 'Select your main reason for this course, or Not stated',
} as const;

/** Every chosen kind is on the list, and there is at least one. */
const kindsProblem = (list: CodeList, kinds: readonly string[]) =>
  kinds.length === 0 || kinds.some((kind) => !isCodeIn(list, kind));

/** The National VET Data step's problems, in the order of its questions. */
export function validateBackground(answers: BackgroundAnswers): FieldErrors {
  const errors: FieldErrors = {};
  const require = (field: keyof BackgroundAnswers & keyof typeof BACKGROUND_MESSAGES, list: CodeList) => {
    if (!isCodeIn(list, String(answers[field] ?? ''))) errors[field] = BACKGROUND_MESSAGES[field];
  };
  require('countryOfBirth', COUNTRY);
  require('otherLanguage', FLAG);
  if (answers.otherLanguage === YES) {
    const language = answers.language ?? '';
    if (language === ENGLISH) errors.language = BACKGROUND_MESSAGES.languageIsEnglish;
    else if (!isCodeIn(LANGUAGE, language) || language === LANGUAGE.notStated)
      errors.language = BACKGROUND_MESSAGES.language;
  }
  require('indigenousStatus', INDIGENOUS_STATUS);
  require('disability', FLAG);
  if (answers.disability === YES && kindsProblem(DISABILITY_TYPE, answers.disabilityTypes))
    errors.disabilityTypes = BACKGROUND_MESSAGES.disabilityTypes;
  require('highestSchoolLevel', HIGHEST_SCHOOL_LEVEL);
  require('atSchool', FLAG);
  if (!errors.atSchool && answers.atSchool === YES && answers.highestSchoolLevel === DID_NOT_GO_TO_SCHOOL)
    errors.atSchool = BACKGROUND_MESSAGES.atSchoolWithoutSchool;
  require('priorEducation', FLAG);
  if (answers.priorEducation === YES && kindsProblem(PRIOR_EDUCATIONAL_ACHIEVEMENT, answers.priorAchievements))
    errors.priorAchievements = BACKGROUND_MESSAGES.priorAchievements;
  require('labourForceStatus', LABOUR_FORCE_STATUS);
  require('studyReason', STUDY_REASON);
  return errors;
}

/** The language code NAT00080 stores: the language, English (1201) for "No", or not stated. */
export function languageCode(answers: Pick<BackgroundAnswers, 'otherLanguage' | 'language'>): string {
  if (answers.otherLanguage === YES) return answers.language ?? LANGUAGE.notStated!;
  return answers.otherLanguage === 'N' ? ENGLISH : LANGUAGE.notStated!;
}
