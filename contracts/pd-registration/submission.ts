import type { Participant, PdRegistrationForm } from './form.ts';

export const PD_SUBMISSION_TYPE = 'pd_group_registration';

export interface SessionDateOption {
  date: string;
  label: string;
}

/** The unit a group registers for: the coordinator's, on the PD registration page document. */
export interface PdUnit {
  code: string;
  title: string;
}

export interface PdSubmission {
  course_code: string;
  course_title: string;
  participant_count: number;
  participants_json: Participant[];
  company_name: string | null;
  supervisor: string | null;
  enterprise_coordinator_name: string | null;
  state: string;
  session_date: string;
  session_label: string;
  requirements: string | null;
  agreed_to_terms: boolean;
  submission_type: string;
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The submission object of spec section 3, from a form that passed validation. */
export function toSubmission(form: PdRegistrationForm, sessionDates: SessionDateOption[], unit: PdUnit): PdSubmission {
  const session = sessionDates.find((option) => option.date === form.sessionDate);
  return {
    course_code: unit.code,
    course_title: unit.title,
    participant_count: form.participants.length,
    participants_json: form.participants.map(({ fullName, email, mobile }) => ({
      fullName: fullName.trim(),
      email: email.trim(),
      mobile: mobile.trim(),
    })),
    company_name: optional(form.companyName),
    supervisor: optional(form.supervisor),
    enterprise_coordinator_name: optional(form.enterpriseCoordinatorName),
    state: form.state,
    session_date: form.sessionDate,
    session_label: session?.label ?? form.sessionDate,
    requirements: optional(form.requirements),
    agreed_to_terms: form.agreedToTerms,
    submission_type: PD_SUBMISSION_TYPE,
  };
}

/** Session dates still ahead of the visitor: a session on today's date is still offered. */
export function upcomingSessionDates<T extends { date: string }>(dates: T[], now: Date): T[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return dates.filter((option) => option.date >= today);
}
