import type { Address } from '../../contracts/applications/answers.ts';
import { COUNTRY } from '../../contracts/avetmiss/codes/country.ts';
import { DISABILITY_TYPE } from '../../contracts/avetmiss/codes/disability-type.ts';
import { FLAG } from '../../contracts/avetmiss/codes/flag.ts';
import { HIGHEST_SCHOOL_LEVEL } from '../../contracts/avetmiss/codes/highest-school-level.ts';
import { INDIGENOUS_STATUS } from '../../contracts/avetmiss/codes/indigenous-status.ts';
import { LABOUR_FORCE_STATUS } from '../../contracts/avetmiss/codes/labour-force-status.ts';
import { LANGUAGE } from '../../contracts/avetmiss/codes/language.ts';
import { findCode, type CodeList } from '../../contracts/avetmiss/codes/model.ts';
import { PRIOR_EDUCATIONAL_ACHIEVEMENT } from '../../contracts/avetmiss/codes/prior-educational-achievement.ts';
import { SEX } from '../../contracts/avetmiss/codes/sex.ts';
import { STATE } from '../../contracts/avetmiss/codes/state.ts';
import { STUDY_REASON } from '../../contracts/avetmiss/codes/study-reason.ts';
import type { HandoffApplication } from './adapters/adapter.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A code in the words the learner chose, with the code beside it for whoever keys it into a system. */
const label = (list: CodeList, code: string | undefined) =>
  code ? `${findCode(list, code)?.label ?? 'Unknown code'} (${code})` : 'Not answered';

const addressText = (address: Address) =>
  [
    address.building,
    address.flatUnit,
    [address.streetNumber, address.streetName].filter(Boolean).join(' '),
    address.postalDeliveryBox,
    [address.suburb, findCode(STATE, address.state)?.label, address.postcode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

type Rows = [string, string][];

function section(heading: string, rows: Rows): string {
  const items = rows.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('\n');
  return `<h2>${escape(heading)}</h2>\n<dl>\n${items}\n</dl>`;
}

/**
 * The application as a person reads it: every answer under its section, codes in words. A file in the folder the
 * files adapter writes, never served by the site.
 */
export function summaryHtml({ reference, submittedAt, answers, outcome }: HandoffApplication): string {
  const { course, funding, aboutYou, usi, background, review, declaration } = answers;
  const sections = [
    section('Application', [
      ['Reference', reference],
      ['Submitted', submittedAt.toISOString()],
    ]),
    course &&
      section('Course', [
        ['Course', course.courseCode],
        ['Intake', course.intake],
        ['Delivery mode', course.deliveryMode],
        ['State', course.state],
      ]),
    funding &&
      section('Funding', [
        ['Price applied for', funding.priceName],
        ['Outcome', outcome.funding ?? 'Not recorded'],
        ...Object.entries(funding.checkerAnswers).map(([key, value]): [string, string] => [
          `Fee checker: ${key}`,
          value,
        ]),
      ]),
    aboutYou &&
      section('About you', [
        ['Family name', aboutYou.familyName],
        ['Given names', aboutYou.onlyOneName ? 'Only one name' : aboutYou.givenNames],
        ['Date of birth', `${aboutYou.dateOfBirth.day}/${aboutYou.dateOfBirth.month}/${aboutYou.dateOfBirth.year}`],
        ['Sex', label(SEX, aboutYou.sex)],
        ['E-mail', aboutYou.email],
        ['Mobile', aboutYou.mobile],
        ['Residential address', addressText(aboutYou.residential)],
        [
          'Postal address',
          aboutYou.postalSameAsResidential || !aboutYou.postal ? 'Same as residential' : addressText(aboutYou.postal),
        ],
      ]),
    usi &&
      section('Unique Student Identifier', [
        [
          'USI',
          usi.status === 'have'
            ? (usi.usi ?? '')
            : usi.status === 'later'
              ? 'Will give it before the course starts'
              : 'Exempt',
        ],
      ]),
    background &&
      section('National VET Data', [
        ['Country of birth', label(COUNTRY, background.countryOfBirth)],
        ['Language other than English at home', label(FLAG, background.otherLanguage)],
        ...(background.language ? [['Language', label(LANGUAGE, background.language)] as [string, string]] : []),
        ['Indigenous status', label(INDIGENOUS_STATUS, background.indigenousStatus)],
        ['Disability', label(FLAG, background.disability)],
        [
          'Disability kinds',
          background.disabilityTypes.map((code) => label(DISABILITY_TYPE, code)).join('; ') || 'None',
        ],
        ['Highest school level', label(HIGHEST_SCHOOL_LEVEL, background.highestSchoolLevel)],
        ['Still at school', label(FLAG, background.atSchool)],
        ['Prior qualifications', label(FLAG, background.priorEducation)],
        [
          'Qualification kinds',
          background.priorAchievements.map((code) => label(PRIOR_EDUCATIONAL_ACHIEVEMENT, code)).join('; ') || 'None',
        ],
        ['Employment status', label(LABOUR_FORCE_STATUS, background.labourForceStatus)],
        ['Main reason for study', label(STUDY_REASON, background.studyReason)],
      ]),
    review &&
      section('Pre-training review', [
        ...Object.entries(review.answers).map(([key, value]): [string, string] => [key, value]),
        ['Support needs (confidential)', review.supportNeeds || 'None given'],
        ['Advice given', outcome.reviewAdvice?.heading ?? 'Not recorded'],
        ...(outcome.reviewAdvice?.supports.length
          ? [['Support to arrange', outcome.reviewAdvice.supports.join('; ')] as [string, string]]
          : []),
      ]),
    declaration &&
      section('Privacy and declaration', [
        [
          'Privacy notice',
          declaration.privacyNotice
            ? `Version ${declaration.privacyNotice.version}, agreed ${declaration.privacyNotice.agreedAt}`
            : 'Not agreed',
        ],
        [
          'Program declaration',
          declaration.programDeclaration
            ? `Version ${declaration.programDeclaration.version}, agreed ${declaration.programDeclaration.agreedAt}`
            : 'None',
        ],
        ['Consent to keep sensitive answers', declaration.sensitiveConsent],
        ['Declaration', declaration.declaration ? `Agreed ${declaration.declaration.agreedAt}` : 'Not agreed'],
      ]),
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>Application ${escape(reference)}</title></head>
<body>
<h1>Application ${escape(reference)}</h1>
${sections.join('\n')}
</body>
</html>
`;
}
