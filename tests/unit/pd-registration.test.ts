import { describe, expect, it } from 'vitest';
import { sessionDateLabel } from '../../contracts/pd-registration/session-date-label.ts';
import {
  PD_PARTICIPANTS_MAX,
  initialForm,
  withParticipantCount,
  type PdRegistrationForm,
} from '../../contracts/pd-registration/form.ts';
import { toSubmission, upcomingSessionDates } from '../../contracts/pd-registration/submission.ts';
import { clearError, validatePdRegistration } from '../../contracts/pd-registration/validate.ts';
import { SEED_PD_UNIT } from '../fixtures/pd-unit.ts';

const validForm = (): PdRegistrationForm => ({
  ...initialForm(),
  state: 'QLD',
  sessionDate: '2025-07-02',
  agreedToTerms: true,
  participants: [{ fullName: 'Mia Nguyen', email: 'mia@example.com', mobile: '0412 345 678' }],
});

describe('PD registration validation', () => {
  it('accepts a complete form', () => {
    expect(validatePdRegistration(validForm())).toEqual({});
  });

  it('gives the spec message for every empty required field', () => {
    expect(validatePdRegistration(initialForm())).toEqual({
      'participants.0.fullName': 'Full Name is required.',
      'participants.0.email': 'Email is required.',
      'participants.0.mobile': 'Mobile Number is required.',
      state: 'State is required.',
      sessionDate: 'Session Date is required.',
      agreedToTerms: 'You must agree to the terms and conditions.',
    });
  });

  it('treats whitespace-only as empty', () => {
    const form = validForm();
    form.participants = [{ fullName: '   ', email: ' \t ', mobile: '\n' }];
    form.state = ' ';
    expect(validatePdRegistration(form)).toEqual({
      'participants.0.fullName': 'Full Name is required.',
      'participants.0.email': 'Email is required.',
      'participants.0.mobile': 'Mobile Number is required.',
      state: 'State is required.',
    });
  });

  it.each(['mia', 'mia@', 'mia@example', '@example.com', 'mia@.com', 'mia @example.com', 'mia@example.'])(
    'rejects the email "%s"',
    (email) => {
      const form = validForm();
      form.participants[0].email = email;
      expect(validatePdRegistration(form)).toEqual({ 'participants.0.email': 'Email format is invalid.' });
    },
  );

  it.each(['a@b.co', 'mia.nguyen+pd@example.com.au', ' mia@example.com '])('accepts the email "%s"', (email) => {
    const form = validForm();
    form.participants[0].email = email;
    expect(validatePdRegistration(form)).toEqual({});
  });

  it('checks every participant', () => {
    const form = withParticipantCount(validForm(), 3);
    form.participants[2] = { fullName: 'Sam', email: 'sam@example.com', mobile: '' };
    expect(validatePdRegistration(form)).toEqual({
      'participants.1.fullName': 'Full Name is required.',
      'participants.1.email': 'Email is required.',
      'participants.1.mobile': 'Mobile Number is required.',
      'participants.2.mobile': 'Mobile Number is required.',
    });
  });

  it('clears only the edited field’s error', () => {
    const errors = validatePdRegistration(initialForm());
    const cleared = clearError(errors, 'state');
    expect(cleared.state).toBeUndefined();
    expect(Object.keys(cleared)).toHaveLength(Object.keys(errors).length - 1);
    expect(clearError(cleared, 'state')).toBe(cleared);
  });
});

describe('participant count', () => {
  it('resizes the list, keeping what was typed', () => {
    const form = validForm();
    const grown = withParticipantCount(form, 4);
    expect(grown.participants).toHaveLength(4);
    expect(grown.participants[0]).toEqual(form.participants[0]);
    expect(grown.participants[3]).toEqual({ fullName: '', email: '', mobile: '' });
    const shrunk = withParticipantCount(grown, 1);
    expect(shrunk.participants).toEqual(form.participants);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [11, PD_PARTICIPANTS_MAX],
    [Number.NaN, 1],
    [2.7, 2],
  ])('keeps %s within 1 to 10 (%s)', (count, expected) => {
    expect(withParticipantCount(initialForm(), count).participantCount).toBe(expected);
  });
});

describe('submission object', () => {
  const dates = [{ date: '2025-07-02', label: 'July 2, 2025' }];

  // The unit is the coordinator's; the seed keeps the words of spec section 2.11.
  const unit = {
    code: 'TLIF0005',
    title: 'Apply chain of responsibility legislation, regulations and workplace procedures',
  };

  it("names the seed's unit as the spec does", () => {
    expect(SEED_PD_UNIT).toEqual(unit);
  });

  it('has the fields of spec section 3, optional empty text as null, and the unit the page names', () => {
    expect(toSubmission(validForm(), dates, { code: 'TLIF0099', title: 'A unit the coordinator chose' })).toMatchObject(
      {
        course_code: 'TLIF0099',
        course_title: 'A unit the coordinator chose',
      },
    );
    expect(toSubmission(validForm(), dates, unit)).toEqual({
      course_code: 'TLIF0005',
      course_title: 'Apply chain of responsibility legislation, regulations and workplace procedures',
      participant_count: 1,
      participants_json: [{ fullName: 'Mia Nguyen', email: 'mia@example.com', mobile: '0412 345 678' }],
      company_name: null,
      supervisor: null,
      enterprise_coordinator_name: null,
      state: 'QLD',
      session_date: '2025-07-02',
      session_label: 'July 2, 2025',
      requirements: null,
      agreed_to_terms: true,
      submission_type: 'pd_group_registration',
    });
  });

  it('keeps optional text that was given, trimmed', () => {
    const form = {
      ...validForm(),
      companyName: ' Acme Freight ',
      supervisor: 'Jo Park',
      enterpriseCoordinatorName: '  ',
      requirements: 'Wheelchair access',
    };
    expect(toSubmission(form, dates, unit)).toMatchObject({
      company_name: 'Acme Freight',
      supervisor: 'Jo Park',
      enterprise_coordinator_name: null,
      requirements: 'Wheelchair access',
    });
  });
});

describe('session dates offered', () => {
  const dates = [{ date: '2026-11-03' }, { date: '2026-11-21' }, { date: '2026-12-01' }];

  it('drops dates already past in the visitor’s time, keeping today', () => {
    expect(upcomingSessionDates(dates, new Date(2026, 10, 21, 23, 59))).toEqual([
      { date: '2026-11-21' },
      { date: '2026-12-01' },
    ]);
    expect(upcomingSessionDates(dates, new Date(2026, 11, 2))).toEqual([]);
  });
});

describe('session date labels, worked out from the date', () => {
  it.each([
    ['2025-07-02', 'July 2, 2025'],
    ['2026-12-01', 'December 1, 2026'],
    ['2027-01-05', 'January 5, 2027'],
  ])('%s reads "%s"', (date, label) => expect(sessionDateLabel(date)).toBe(label));
});
