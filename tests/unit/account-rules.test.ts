import { describe, expect, it } from 'vitest';
import { passwordProblem, personalWords, siteWords } from '../../server/auth/password-strength.ts';
import { withoutSessionTokens } from '../../server/auth/http-handler.ts';
import { checkPdSubmission } from '../../server/auth/pd-submission.ts';
import { toSubmission } from '../../contracts/pd-registration/submission.ts';
import { initialForm } from '../../contracts/pd-registration/form.ts';
import { SEED_PD_UNIT } from '../fixtures/pd-unit.ts';

const SITE = siteWords('https://www.northwind-training.example');
const words = (email: string) => personalWords(email, SITE);

describe('the password policy', () => {
  it('takes the site’s name from its host name, and the e-mail address apart', () => {
    expect(SITE).toEqual(expect.arrayContaining(['northwind', 'training', 'northwindtraining']));
    expect(words('mia.nguyen@haulage.com.au')).toEqual(
      expect.arrayContaining(['mia', 'nguyen', 'mianguyen', 'haulage']),
    );
  });

  it('refuses fewer than 10 characters', async () => {
    expect(await passwordProblem('Zq8#v!2p', words('mia@example.com'))).toBe('Use at least 10 characters.');
  });

  it('refuses common passwords, however long', async () => {
    expect(await passwordProblem('password1234', words('mia@example.com'))).toMatch(
      /^This password is too easy to guess\./,
    );
    expect(await passwordProblem('qwertyuiop123', words('mia@example.com'))).toMatch(/too easy to guess/);
  });

  it('refuses passwords built from the e-mail address or the site’s name', async () => {
    expect(await passwordProblem('MiaNguyen2024!', words('mia.nguyen@example.com'))).toMatch(
      /e-mail address or our name/,
    );
    expect(await passwordProblem('Northwind-Training', words('mia@example.com'))).toMatch(/e-mail address or our name/);
    expect(await passwordProblem('northwind2025!', words('mia@example.com'))).not.toBeNull();
  });

  it('accepts a passphrase of uncommon words', async () => {
    expect(await passwordProblem('brisbane-forklift-77', words('mia.nguyen@example.com'))).toBeNull();
    expect(await passwordProblem('Gr8 Hauling Loads Daily', words('mia.nguyen@example.com'))).toBeNull();
  });
});

describe('answers of the account API', () => {
  it('never carry the session token, which only the httpOnly cookie holds', () => {
    expect(withoutSessionTokens({ token: 'abc', user: { id: 'u1' } })).toEqual({ user: { id: 'u1' } });
    expect(withoutSessionTokens({ session: { id: 's1', token: 'abc' }, user: { id: 'u1' } })).toEqual({
      session: { id: 's1' },
      user: { id: 'u1' },
    });
    expect(withoutSessionTokens(null)).toBeNull();
  });
});

const validSubmission = () =>
  toSubmission(
    {
      ...initialForm(),
      state: 'QLD',
      sessionDate: '2027-01-05',
      agreedToTerms: true,
      participants: [{ fullName: 'Mia Nguyen', email: 'mia@example.com', mobile: '0412 345 678' }],
    },
    [{ date: '2027-01-05', label: 'January 5, 2027' }],
    SEED_PD_UNIT,
  );

describe('a PD registration sent to the publisher', () => {
  it('is accepted as the form makes it', () => {
    expect(checkPdSubmission(validSubmission())).toEqual({ ok: true, submission: validSubmission() });
  });

  it('is refused with the form’s own message when a rule is broken', () => {
    const submission = {
      ...validSubmission(),
      participants_json: [{ fullName: 'Mia', email: 'mia@example', mobile: '1' }],
    };
    expect(checkPdSubmission(submission)).toEqual({
      ok: false,
      error: 'participants.0.email: Email format is invalid.',
    });
  });

  it('is refused when its shape is wrong: unticked terms, a count that does not match, an unknown state', () => {
    expect(checkPdSubmission({ ...validSubmission(), agreed_to_terms: false }).ok).toBe(false);
    expect(checkPdSubmission({ ...validSubmission(), participant_count: 3 })).toMatchObject({ ok: false });
    expect(checkPdSubmission({ ...validSubmission(), state: 'XX' })).toMatchObject({ ok: false, error: /^state:/ });
    expect(checkPdSubmission('not an object').ok).toBe(false);
  });
});
