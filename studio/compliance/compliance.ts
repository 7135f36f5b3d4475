/**
 * The Studio's Compliance view: every course and PD session with what it lacks before a learner may read it
 * as advertised. Built from the same rules the Studio's fields and the build apply, so the three never
 * disagree. Works on raw Sanity documents. Imported by the Studio: `.ts` imports only.
 */
import {
  codeTypeProblem,
  durationProblem,
  paymentLinkProblem,
  registeredTitleProblem,
} from '../../contracts/rules/course-fields.ts';
import { missingCourseItems, type RequiredCourseField } from '../../contracts/rules/pre-enrolment.ts';
import { rulesAreStale, staleRulesMessage } from '../../contracts/funding/checked-on.ts';
import { siteDate } from '../../contracts/build-time.ts';
import { statusLine, type CourseStatus } from '../../contracts/courses/status.ts';
import { withDraftsOverlaid } from '../../contracts/document-ids.ts';

export interface ComplianceRow {
  id: string;
  type: 'course' | 'pdSession' | 'fundingProgram';
  label: string;
  /** True when the row shows unpublished changes (a draft). */
  draft: boolean;
  missing: string[];
  /** What still shows but needs a look soon (funding rules not checked for over 12 months, a course's last day near). */
  warnings: string[];
  /** A superseded or withdrawn course: the days left for new learners to enrol. */
  status: string | null;
}

export type RawDocument = { _id: string; _type: string } & Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What a course lacks or gets wrong: the Standard's items first, then the code, title, duration and payment link. */
export function courseGaps(doc: Record<string, unknown>): string[] {
  const course = {
    code: text(doc.code),
    title: text(doc.title),
    courseType: text(doc.courseType),
    duration: text(doc.duration),
    stripeLink: text(doc.stripeLink),
  };
  const missing = missingCourseItems(doc as Partial<Record<RequiredCourseField, unknown>>).map(({ item }) => item);
  const problems = [
    codeTypeProblem(course),
    registeredTitleProblem(course),
    durationProblem(course),
    paymentLinkProblem(course),
  ].filter((problem): problem is string => problem !== null);
  return [...missing, ...problems];
}

/** A PD session is not nationally recognised; a learner still needs what it is, what it covers and, once open, its price. */
export function pdSessionGaps(doc: Record<string, unknown>): string[] {
  const gaps: string[] = [];
  if (!text(doc.description)?.trim()) gaps.push('description');
  if (!Array.isArray(doc.details) || doc.details.length === 0) gaps.push('session details');
  if (doc.status !== 'coming-soon' && !text(doc.price)?.trim()) gaps.push('price');
  return gaps;
}

/** What lacks something comes first, then what needs a look soon, then the rest. */
const attention = (row: ComplianceRow) => (row.missing.length > 0 ? 0 : row.warnings.length > 0 ? 1 : 2);

/**
 * One row per course and PD session, the draft in place of the published version when there is one (that is
 * what the coordinator is editing). Those that need attention first, so "1 of 28 need attention" is the first row;
 * then courses by code, funding programs by name and PD sessions by title.
 */
export function complianceReport(documents: RawDocument[], today = siteDate(new Date())): ComplianceRow[] {
  const rows = withDraftsOverlaid(documents).flatMap((doc): ComplianceRow[] => {
    const id = doc._id;
    const draft = doc._originalId !== undefined;
    if (doc._type === 'course') {
      const status = statusLine({ code: text(doc.code) ?? id, status: doc.status as CourseStatus | undefined }, today);
      return [
        {
          id,
          type: 'course',
          draft,
          label: [text(doc.code), text(doc.title)].filter(Boolean).join(' '),
          missing: courseGaps(doc),
          warnings: status?.warn
            ? [`${status.line}: tell enquirers about the replacement and plan the last intakes`]
            : [],
          status: status?.line ?? null,
        },
      ];
    }
    if (doc._type === 'pdSession')
      return [
        {
          id,
          type: 'pdSession',
          draft,
          label: text(doc.title) ?? id,
          missing: pdSessionGaps(doc),
          warnings: [],
          status: null,
        },
      ];
    if (doc._type === 'fundingProgram') {
      const label = [text(doc.name), text(doc.state)].filter(Boolean).join(', ');
      const checkedOn = text(doc.checkedOn);
      const warnings = checkedOn && rulesAreStale(checkedOn, today) ? [staleRulesMessage(label, checkedOn)] : [];
      return [{ id, type: 'fundingProgram', draft, label, missing: [], warnings, status: null }];
    }
    return [];
  });
  return rows.sort(
    (a, b) => attention(a) - attention(b) || a.type.localeCompare(b.type) || a.label.localeCompare(b.label),
  );
}

/** The query the Compliance view runs: courses, PD sessions and funding programs, drafts included. */
export const COMPLIANCE_QUERY =
  '*[_type in ["course", "pdSession", "fundingProgram"] && !(_id in path("versions.**"))]';
