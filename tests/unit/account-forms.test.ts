import { describe, expect, it } from 'vitest';
import { missingCredentials, toAuthError } from '../../contracts/auth/errors.ts';
import { credentialErrors, nextPath } from '../../contracts/auth/form.ts';

describe('account form errors', () => {
  it('marks the empty credential when one is missing', () => {
    expect(credentialErrors({ email: ' ', password: 'secret' }, missingCredentials())).toEqual({
      email: 'Enter your e-mail address.',
    });
    expect(credentialErrors({ email: 'mia@example.com', password: '' }, missingCredentials())).toEqual({
      password: 'Enter your password.',
    });
  });

  it('puts the provider’s message beside the field it is about, and leaves wrong credentials to the form', () => {
    const weak = toAuthError(400, { code: 'PASSWORD_POLICY', message: 'Use at least 10 characters.' });
    expect(credentialErrors({ email: 'a@b.co', password: 'short' }, weak)).toEqual({
      password: 'Use at least 10 characters.',
    });
    const wrong = toAuthError(401, { code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(credentialErrors({ email: 'a@b.co', password: 'x' }, wrong)).toEqual({});
  });
});

describe('where sign-in leads', () => {
  it('returns to a page of this site', () => {
    expect(nextPath('?next=%2Fpd-registration')).toBe('/pd-registration');
  });

  it('never to another site', () => {
    for (const search of [
      '?next=https://evil.example',
      '?next=//evil.example',
      '?next=/\\evil.example',
      '',
      '?next=',
    ]) {
      expect(nextPath(search), search).toBeNull();
    }
  });
});
