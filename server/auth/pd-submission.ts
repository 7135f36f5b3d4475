/**
 * What the publisher accepts as a signed-in visitor's PD registration: the spec's submission object
 * (section 3), checked with the form's own rules.
 */
import { z } from 'zod';
import {
  AUSTRALIAN_STATES,
  PD_PARTICIPANTS_MAX,
  type PdRegistrationForm,
} from '../../contracts/pd-registration/form.ts';
import { PD_SUBMISSION_TYPE, type PdSubmission } from '../../contracts/pd-registration/submission.ts';
import { COURSE_CODE_PATTERN } from '../../contracts/rules/course-code.ts';
import { characterCount } from '../../contracts/contact/message.ts';
import { validatePdRegistration } from '../../contracts/pd-registration/validate.ts';

const SHORT_TEXT = 200;
const LONG_TEXT = 2000;

const text = (max: number) =>
  z.string().refine((value) => characterCount(value) <= max, { error: `must be at most ${max} characters` });
const optionalText = (max: number) => text(max).nullable();

const submissionSchema = z.object({
  // The coordinator names the unit in content, which the publisher does not read: any well-formed unit.
  course_code: z.string().regex(COURSE_CODE_PATTERN),
  course_title: text(SHORT_TEXT).refine((title) => title.trim() !== ''),
  participant_count: z.number().int(),
  participants_json: z
    // The e-mail's bounds are the e-mail rule's (validatePdRegistration), so every form says the same.
    .array(z.object({ fullName: text(SHORT_TEXT), email: z.string(), mobile: text(SHORT_TEXT) }))
    .min(1)
    .max(PD_PARTICIPANTS_MAX),
  company_name: optionalText(SHORT_TEXT),
  supervisor: optionalText(SHORT_TEXT),
  enterprise_coordinator_name: optionalText(SHORT_TEXT),
  state: z.enum(AUSTRALIAN_STATES),
  session_date: z.iso.date(),
  session_label: text(SHORT_TEXT),
  requirements: optionalText(LONG_TEXT),
  agreed_to_terms: z.literal(true),
  submission_type: z.literal(PD_SUBMISSION_TYPE),
});

/** The form a submission came from, so the server applies the very rules the form applied. */
const formOf = (submission: z.output<typeof submissionSchema>): PdRegistrationForm => ({
  companyName: submission.company_name ?? '',
  supervisor: submission.supervisor ?? '',
  enterpriseCoordinatorName: submission.enterprise_coordinator_name ?? '',
  state: submission.state,
  sessionDate: submission.session_date,
  participantCount: submission.participants_json.length,
  participants: submission.participants_json,
  requirements: submission.requirements ?? '',
  agreedToTerms: submission.agreed_to_terms,
});

export type SubmissionCheck = { ok: true; submission: PdSubmission } | { ok: false; error: string };

/** Checks a submission sent to the publisher; unknown fields are dropped. */
export function checkPdSubmission(value: unknown): SubmissionCheck {
  const parsed = submissionSchema.safeParse(value);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { ok: false, error: `${issue.path.join('.') || 'submission'}: ${issue.message}` };
  }
  const submission = parsed.data;
  if (submission.participant_count !== submission.participants_json.length) {
    return { ok: false, error: 'participant_count: must match the participants listed' };
  }
  const [problem] = Object.entries(validatePdRegistration(formOf(submission)));
  if (problem) return { ok: false, error: `${problem[0]}: ${problem[1]}` };
  return { ok: true, submission };
}
