import { describe, expect, it } from 'vitest';
import { initialForm, withParticipantCount } from '../../contracts/pd-registration/form.ts';
import {
  errorsOfListedParticipants,
  PARTICIPANT_COUNTS,
  pdFieldId,
  withParticipantValue,
  withoutParticipantError,
} from '../../src/lib/pd-registration/form-edits.ts';

describe('editing the PD registration form', () => {
  it('offers one to ten participants', () => {
    expect(PARTICIPANT_COUNTS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('gives each field an id the page can use', () => {
    expect(pdFieldId('participants.2.email')).toBe('pd-participants-2-email');
    expect(pdFieldId('state')).toBe('pd-state');
  });

  it('changes one participant’s field and keeps the others', () => {
    const form = withParticipantCount(initialForm(), 2);
    const edited = withParticipantValue(form, 1, 'email', 'sam@example.com');
    expect(edited.participants).toEqual([
      { fullName: '', email: '', mobile: '' },
      { fullName: '', email: 'sam@example.com', mobile: '' },
    ]);
    expect(form.participants[1].email).toBe('');
  });

  it('clears only the edited participant field’s error', () => {
    const errors = { 'participants.0.email': 'Email is required.', 'participants.1.email': 'Email is required.' };
    expect(withoutParticipantError(errors, 0, 'email')).toEqual({ 'participants.1.email': 'Email is required.' });
  });

  it('drops the errors of participants no longer listed, keeping the form’s own', () => {
    const errors = {
      state: 'State is required.',
      'participants.0.mobile': 'Mobile Number is required.',
      'participants.2.mobile': 'Mobile Number is required.',
    };
    expect(errorsOfListedParticipants(errors, 2)).toEqual({
      state: 'State is required.',
      'participants.0.mobile': 'Mobile Number is required.',
    });
  });
});
