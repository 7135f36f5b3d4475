export const PD_PARTICIPANTS_MIN = 1;

export const PD_PARTICIPANTS_MAX = 10;

export const PD_PARTICIPANTS_DEFAULT = 1;

export const AUSTRALIAN_STATES = ['QLD', 'NSW', 'VIC', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;

export interface Participant {
  fullName: string;
  email: string;
  mobile: string;
}

export interface PdRegistrationForm {
  companyName: string;
  supervisor: string;
  enterpriseCoordinatorName: string;
  state: string;
  sessionDate: string;
  participantCount: number;
  participants: Participant[];
  requirements: string;
  agreedToTerms: boolean;
}

export const emptyParticipant = (): Participant => ({ fullName: '', email: '', mobile: '' });

export const initialForm = (): PdRegistrationForm => ({
  companyName: '',
  supervisor: '',
  enterpriseCoordinatorName: '',
  state: '',
  sessionDate: '',
  participantCount: PD_PARTICIPANTS_DEFAULT,
  participants: Array.from({ length: PD_PARTICIPANTS_DEFAULT }, emptyParticipant),
  requirements: '',
  agreedToTerms: false,
});

export const clampParticipantCount = (count: number) =>
  Math.min(
    PD_PARTICIPANTS_MAX,
    Math.max(PD_PARTICIPANTS_MIN, Number.isFinite(count) ? Math.trunc(count) : PD_PARTICIPANTS_MIN),
  );

/** Resizes the participant list to the new count, keeping the entries already typed. */
export function withParticipantCount(form: PdRegistrationForm, count: number): PdRegistrationForm {
  const participantCount = clampParticipantCount(count);
  const participants = Array.from(
    { length: participantCount },
    (_, index) => form.participants[index] ?? emptyParticipant(),
  );
  return { ...form, participantCount, participants };
}
